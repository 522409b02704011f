import { defineMessages, type MessageDescriptor } from "../../lib/i18n.tsx";

const m = defineMessages({
  tv: { id: "billing.unlock.tv", defaultMessage: "Live TV" },
  movies: { id: "billing.unlock.movies", defaultMessage: "Films" },
  highlights: { id: "billing.unlock.highlights-full", defaultMessage: "Full-length highlights" },
  chat: { id: "billing.unlock.chat-premium", defaultMessage: "Premium chat" },
});

/** What each entitlement opens, and where. */
export const UNLOCK_LABELS: Record<string, { label: MessageDescriptor; to: string }> = {
  tv: { label: m.tv, to: "/tv" },
  movies: { label: m.movies, to: "/movies" },
  "highlights-full": { label: m.highlights, to: "/highlights" },
  "chat-premium": { label: m.chat, to: "/hot-match-today" },
};
