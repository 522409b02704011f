import type { ChatStanding, RoomState } from "./chat-api.ts";

/** What stands between the reader and the composer, in the order the server checks it. */
export type WritingGate = "sign-in" | "register" | "verify-email" | "upgrade";

/** Null when the reader may write (or before the room has said who they are). */
export function writingGateOf(you: ChatStanding | null, room: RoomState | null): WritingGate | null {
  if (!you) return null;
  if (!you.signed_in) return "sign-in";
  if (you.guest) return "register";
  if (!you.email_verified) return "verify-email";
  if (room?.settings.premium_only && !you.premium) return "upgrade";
  return null;
}
