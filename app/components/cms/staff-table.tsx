import type { ReactNode } from "react";
import { ScrollTable } from "../ui/scroll-table.tsx";
import { StaffTableHead } from "./staff-table-head.tsx";

/**
 * An admin list's table: a region that scrolls sideways on phones, a caption for screen readers
 * (the region's label unless told), the header row (`labels`, or a whole `head`) and the rows.
 */
export function StaffTable({
  label,
  caption = label,
  labels = [],
  nowrap,
  lead,
  head,
  className = "w-full text-sm",
  children,
}: {
  label: string;
  caption?: string;
  labels?: string[];
  nowrap?: boolean;
  lead?: ReactNode;
  head?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ScrollTable label={label}>
      <table className={className}>
        <caption className="sr-only">{caption}</caption>
        {head ?? <StaffTableHead labels={labels} nowrap={nowrap} lead={lead} />}
        <tbody>{children}</tbody>
      </table>
    </ScrollTable>
  );
}
