import type { ReactNode } from "react";

/**
 * The chat's box and title bar. The match page draws it at once; the panel inside (history,
 * composer, moderation) arrives with its code, so the box holds its size while that loads.
 */
export function ChatFrame({ status, children }: { status: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-label="Fan chat"
      className="flex h-[32rem] flex-col overflow-hidden rounded-xl border border-line bg-surface"
    >
      <header className="flex items-center justify-between gap-2 border-b border-line bg-raised px-3 py-2">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted">Chat</h2>
        <span className="text-xs text-muted">{status}</span>
      </header>
      {children}
    </section>
  );
}
