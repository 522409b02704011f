import type { ReactNode } from "react";
import { LineIcon } from "./line-icon.tsx";

// Line pictograms rather than emoji: emoji fonts are missing on many desktops.
const ICONS = {
  ball: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 10l-5 0M3 10h5M9.5 14.5 7 19M14.5 14.5 17 19",
  trophy: "M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6",
  shield: "M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18",
  flame: "M12 3c1 4 6 5.5 6 11a6 6 0 0 1-12 0c0-3 1.5-4.5 2.5-6 1.5 1.5 2 3 2 4.5C12 10 11 6 12 3z",
  medal: "M8 3l4 7 4-7M12 21a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 14v4",
  tools: "M14 7a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 0-2-2zM4 4l5 5",
  news: "M5 4h11v16H7a2 2 0 0 1-2-2zM16 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3",
  play: "M4 5h16v14H4zM10 9l5 3-5 3z",
  tv: "M3 7h18v12H3zM8 3l4 4 4-4",
  film: "M4 4h16v16H4zM8 4v16M16 4v16M4 8h4M4 12h4M4 16h4M16 8h4M16 12h4M16 16h4",
  receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  check: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6",
  alert: "M12 3l9.5 17h-19zM12 10v4M12 17.5v.5",
  key: "M8 14a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM11 11l9 9M17 17l2-2M15 15l2-2",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
} as const;

export type EmptyStateIcon = keyof typeof ICONS;

/** An honest "nothing here yet" panel: what is missing and, when useful, what to do. */
export function EmptyState({
  title,
  children,
  icon = "ball",
}: {
  title: string;
  children?: ReactNode;
  icon?: EmptyStateIcon;
}) {
  return (
    <section className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <LineIcon className="mx-auto h-9 w-9 text-accent" strokeWidth="1.5" roundCaps roundJoins>
        <path d={ICONS[icon]} />
      </LineIcon>
      <h2 className="mt-3 text-base font-semibold">{title}</h2>
      {children ? <div className="mx-auto mt-2 max-w-sm text-sm text-muted">{children}</div> : null}
    </section>
  );
}
