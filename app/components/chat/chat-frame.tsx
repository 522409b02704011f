import type { ReactNode } from "react";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  fanChat: {
    id: "chat.frame.fan-chat",
    defaultMessage: "Fan chat",
    description: "Accessible name of a match's chat",
  },
  chat: { id: "chat.frame.chat", defaultMessage: "Chat", description: "Title bar of a match's chat" },
  loading: { id: "chat.frame.loading", defaultMessage: "Loading the chat…" },
});

/** Said while the chat's code or its first messages are on their way. */
export const CHAT_LOADING = m.loading;

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
  const t = useT();
  return (
    <section
      aria-label={t(m.fanChat)}
      className="flex h-[32rem] flex-col overflow-hidden rounded-xl border border-line bg-surface"
    >
      <header className="flex items-center justify-between gap-2 border-b border-line bg-raised px-3 py-2 max-lg:-order-2">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted">{t(m.chat)}</h2>
        <span className="text-xs text-muted">{status}</span>
      </header>
      {children}
    </section>
  );
}
