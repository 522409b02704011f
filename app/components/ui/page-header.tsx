import type { ReactNode } from "react";

/**
 * A page's title over its subtitle, actions at the side. `dense` keeps a list page's first screen for
 * the list: one line beside its actions whatever the day's subtitle, the subtitle cut before the
 * actions wrap, so the date strip below never moves from day to day.
 */
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
      <header className="mb-2 flex items-center justify-between gap-x-3">
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl leading-7 font-bold tracking-tight">{title}</h1>
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
