import type { ReactNode } from "react";

/** A wide table that scrolls sideways on phones; focusable so keyboards can scroll it too. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      // Relative: the screen-reader-only words in its cells are positioned against it and scroll with
      // the table, instead of stretching the page sideways on a phone.
      className="relative overflow-x-auto rounded-2xl border border-line bg-surface"
    >
      {children}
    </section>
  );
}
