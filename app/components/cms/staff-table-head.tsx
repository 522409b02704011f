import type { ReactNode } from "react";

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
      <tr className="border-b border-line text-left">
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
