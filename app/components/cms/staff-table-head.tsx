import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The admin lists' header row: a column heading per label, as every staff table draws it. `lead` is a
 * narrow first column's header, such as the box that ticks every row for a bulk action.
 */
export function StaffTableHead({
  labels,
  nowrap = false,
  lead,
}: {
  labels: string[];
  nowrap?: boolean;
  lead?: ReactNode;
}) {
  return (
    <thead>
      <tr className="border-b border-line text-start">
        {lead ? (
          <th scope="col" className="w-10 px-3 py-2">
            {lead}
          </th>
        ) : null}
        {labels.map((label) => (
          <th
            key={label}
            scope="col"
            className={`px-3 py-2 font-semibold${nowrap ? " whitespace-nowrap" : ""}`}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export type SortableColumn = { key: string; label: string; sort?: string };

function sortHref(query: Record<string, string>, sort: string, order: "asc" | "desc") {
  const next = new URLSearchParams(query);
  next.set("sort", sort);
  next.set("order", order);
  next.delete("offset");
  return `?${next}`;
}

/** A header row whose sortable headings are links (the order lives in the address, a new order starts on page one). */
export function SortableHead({
  columns,
  query,
  sort,
  order,
}: {
  columns: readonly SortableColumn[];
  query: Record<string, string>;
  sort: string;
  order: "asc" | "desc";
}) {
  return (
    <thead>
      <tr className="border-b border-line text-start">
        {columns.map((column) => {
          const active = column.sort !== undefined && column.sort === sort;
          return (
            <th
              key={column.key}
              scope="col"
              aria-sort={active ? (order === "asc" ? "ascending" : "descending") : undefined}
              className="px-3 py-2 font-semibold whitespace-nowrap"
            >
              {column.sort ? (
                <Link
                  to={sortHref(query, column.sort, active && order === "asc" ? "desc" : "asc")}
                  className="underline-offset-2 hover:underline"
                >
                  {column.label}
                  {active ? (order === "asc" ? " ▲" : " ▼") : ""}
                </Link>
              ) : (
                column.label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
