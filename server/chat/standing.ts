import type { Writer } from "./messages.ts";

/**
 * What the reader of a room may do in it, sent with the history so the composer can show a
 * guest, an unverified fan or a fan without premium what to do before they type, not after.
 * The send checks stay the authority; this mirrors them.
 */
export type ChatStanding = {
  signed_in: boolean;
  guest: boolean;
  email_verified: boolean;
  /** May write while the room is premium-only: a premium plan, or a moderator. */
  premium: boolean;
};

export const VISITOR_STANDING: ChatStanding = {
  signed_in: false,
  guest: false,
  email_verified: false,
  premium: false,
};

export async function standingOf(
  writer: Writer | null,
  mayUsePremium: (userId: number) => Promise<boolean>,
): Promise<ChatStanding> {
  if (!writer) return VISITOR_STANDING;
  return {
    signed_in: true,
    guest: writer.guest,
    email_verified: writer.emailVerified,
    premium: writer.moderator || (!writer.guest && (await mayUsePremium(writer.id))),
  };
}
