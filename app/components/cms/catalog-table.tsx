import { Link } from "react-router";
import type { ColumnSpec } from "../../lib/cms/catalog.ts";
import { ScrollTable } from "../ui/scroll-table.tsx";

type Row = Record<string, unknown> & { id: number };

/** A cell's text: yes/no for flags, a dash for nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

function sortHref(query: Record<string, string>, sort: string, order: "asc" | "desc") {
  const next = new URLSearchParams(query);
  next.set("sort", sort);
  next.set("order", order);
  next.delete("offset");
  return `?${next}`;
}

/** The admin lists' table: sortable headers as links (the order lives in the address), rows link to their form. */
export function CatalogTable(props: {
  label: string;
  basePath: string;
  columns: ColumnSpec[];
  rows: Row[];
  query: Record<string, string>;
  sort: string;
  order: "asc" | "desc";
}) {
  const { label, basePath, columns, rows, query, sort, order } = props;
  return (
    <ScrollTable label={label}>
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b border-line text-left">
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
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0">
              {columns.map((column) => (
                <td key={column.key} className="px-3 py-2">
                  {column.link ? (
                    <Link to={`${basePath}/${row.id}`} className="font-medium underline">
                      {cellText(row[column.key])}
                    </Link>
                  ) : (
                    cellText(row[column.key])
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
