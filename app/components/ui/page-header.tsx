import type { ReactNode } from "react";

/** A page's title over its subtitle, actions at the side. `dense` keeps a list page's first screen for the list. */
export function PageHeader({
  title,
  subtitle,
  actions,
  dense = false,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  dense?: boolean;
}) {
  if (dense) {
    return (
      <header className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h1 className="text-xl leading-7 font-bold tracking-tight">{title}</h1>
          {subtitle ? <p className="truncate text-xs text-muted">{subtitle}</p> : null}
        </div>
        {actions}
      </header>
    );
  }
  return (
    <header className="mb-4 flex items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
      </div>
      {actions}
    </header>
  );
}
