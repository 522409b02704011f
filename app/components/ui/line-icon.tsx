import type { ReactNode } from "react";

/** A line pictogram on a 24-unit grid, drawn in the text's colour; hidden from screen readers, the control around it carries the name. */
export function LineIcon({
  className,
  strokeWidth = "2",
  roundCaps = false,
  roundJoins = false,
  children,
}: {
  className: string;
  strokeWidth?: string;
  roundCaps?: boolean;
  roundJoins?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={roundCaps ? "round" : undefined}
      strokeLinejoin={roundJoins ? "round" : undefined}
    >
      {children}
    </svg>
  );
}
