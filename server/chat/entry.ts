import type { AuditActor } from "../platform/audit/audit.ts";
/** What readers see of a message; `text` is plain text, always rendered as text. */
export type ChatMessageView = {
  id: number;
  match_id: number;
  text: string;
  user: { id: number; name: string };
  client_id: string;
  reply_to: { id: number; text: string; user: { id: number; name: string } } | null;
  mentions: Array<{ id: number; name: string }>;
  /** Addresses in `text`, as written and as https; links only where the operator allows them. */
  links: Array<{ text: string; href: string }>;
  reactions: Record<string, number>;
  deleted: boolean;
  created_at: string;
};

export type ChatRoomSettings = {
  slow_mode_seconds: number;
  premium_only: boolean;
  pinned: ChatMessageView | null;
  /** Changes on every save (the time of the last one, in ms); 0 for a room never changed. */
  version: number;
};

/** One change on the chat topic; `seq` is the SSE event id. */
export type ChatEntry = { seq: number; matchId: number; at: string } & (
  | { kind: "message"; message: ChatMessageView }
  | { kind: "deleted"; messageId: number }
  | { kind: "reactions"; messageId: number; reactions: Record<string, number> }
  | { kind: "room"; settings: ChatRoomSettings }
  | { kind: "cleared" }
);

export type ChatChange = ChatEntry extends infer E
  ? E extends ChatEntry
    ? Omit<E, "seq" | "at">
    : never
  : never;

/** The fixed reaction set: small on purpose, so counts stay readable at a derby's peak. */
export const REACTIONS = ["👍", "❤️", "😂", "😮", "😢", "🔥", "⚽"] as const;
export const MAX_MESSAGE_LENGTH = 500;

/** Who moderates, for the audit log: a staff account and its address. */
export type Moderator = { actor: AuditActor; ip: string | null };
