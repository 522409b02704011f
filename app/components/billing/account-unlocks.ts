/** What each entitlement opens, and where. */
export const UNLOCK_LABELS: Record<string, { label: string; to: string }> = {
  tv: { label: "Live TV", to: "/tv" },
  movies: { label: "Films", to: "/movies" },
  "highlights-full": { label: "Full-length highlights", to: "/highlights" },
  "chat-premium": { label: "Premium chat", to: "/hot-match-today" },
};
