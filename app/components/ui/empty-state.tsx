import type { ReactNode } from "react";

/** An honest "nothing here yet" panel: what is missing and, when useful, what to do. */
export function EmptyState({
  title,
  children,
  icon = "⚽",
}: {
  title: string;
  children?: ReactNode;
  icon?: string;
}) {
  return (
    <section className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <div aria-hidden className="text-3xl">
        {icon}
      </div>
      <h2 className="mt-3 text-base font-semibold">{title}</h2>
      {children ? <div className="mx-auto mt-2 max-w-sm text-sm text-muted">{children}</div> : null}
    </section>
  );
}
