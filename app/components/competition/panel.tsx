import type { ReactNode } from "react";

/** A titled card: the building block of the league, team and match pages. */
export function Panel({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section className="overflow-hidden rounded-xl border border-line bg-surface" aria-label={title} id={id}>
      <header className="flex items-center justify-between gap-2 border-b border-line bg-raised px-3 py-2">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}
