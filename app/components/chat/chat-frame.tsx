import type { ReactNode } from "react";

/**
 * Where the composer, or the note saying what a fan must do before writing, sits: under the messages
 * beside the timeline; on a phone, where the chat is a tab under the match header and the box runs
 * below the fold behind the tab bar, at the top, under the title bar.
 */
export const COMPOSER_PLACE = "border-t border-line max-lg:-order-1 max-lg:border-t-0 max-lg:border-b";

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
      <header className="flex items-center justify-between gap-2 border-b border-line bg-raised px-3 py-2 max-lg:-order-2">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted">Chat</h2>
        <span className="text-xs text-muted">{status}</span>
      </header>
      {children}
    </section>
  );
}
