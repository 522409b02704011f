import { Link } from "react-router";
import type { Translator } from "../../../shared/i18n/messages.ts";
import type { ColumnSpec } from "../../lib/cms/catalog.ts";
import { useT } from "../../lib/i18n.tsx";
import { cmsCommon } from "./cms-messages.ts";
import { StaffTable } from "./staff-table.tsx";
import { SortableHead } from "./staff-table-head.tsx";

type Row = Record<string, unknown> & { id: number };

/** A cell's text: yes/no for flags, a dash for nothing. */
export function cellText(value: unknown, t: Translator): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return t(value ? cmsCommon.yes : cmsCommon.no);
  return String(value);
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
  const t = useT();
  const headed = columns.map((column) => ({ ...column, label: t(column.label) }));
  return (
    <StaffTable
      label={label}
      head={<SortableHead columns={headed} query={query} sort={sort} order={order} />}
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-b border-line last:border-0">
          {columns.map((column) => (
            <td key={column.key} className="px-3 py-2">
              {column.link ? (
                <Link to={`${basePath}/${row.id}`} className="font-medium underline">
                  {cellText(row[column.key], t)}
                </Link>
              ) : (
                cellText(row[column.key], t)
              )}
            </td>
          ))}
        </tr>
      ))}
    </StaffTable>
  );
}
