import { data, type RouterContextProvider } from "react-router";
import { durationLabel } from "../../lib/chat/durations.ts";
import { refusalStatus } from "../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { type CmsStaff, requireCmsPage } from "./cms-access.server.ts";
import { failureOf, unknownChange } from "./cms-form.server.ts";

const INTENTS = ["timeout", "ban", "lift-timeout", "lift-ban"] as const;
export type SanctionIntent = (typeof INTENTS)[number];
export const isSanctionIntent = (value: unknown): value is SanctionIntent =>
  INTENTS.some((intent) => intent === value);

const positive = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The moderator a page's form acts as, as the audit log names them. */
export function moderatorOf(context: Readonly<RouterContextProvider>, staff: CmsStaff) {
  return {
    actor: { kind: "account" as const, id: String(staff.auth.user.id), role: staff.auth.user.role },
    ip: requestScopeOf(context).clientIp ?? null,
  };
}

/**
 * A time-out, ban or lift sent from an admin-area page (the chat queue's reports and sanctions, a
 * user's page). The same rule as the API's moderation routes (`chat:moderate` through
 * `requireCmsPage`, a refusal is 403), and the same chat service, which checks and audits each.
 */
export async function sanctionFromForm(
  context: Readonly<RouterContextProvider>,
  intent: SanctionIntent,
  form: FormData,
) {
  const staff = await requireCmsPage(context, "chat:moderate");
  const { chat } = requestScopeOf(context).services;
  const by = moderatorOf(context, staff);
  const name = String(form.get("userName") || "The fan").slice(0, 100);
  const bad = () => data({ error: unknownChange(context) }, { status: 400 });
  try {
    if (intent === "lift-timeout" || intent === "lift-ban") {
      const id = positive(form.get("sanctionId"));
      if (!id) return bad();
      await chat.lift(by, intent === "lift-ban" ? "ban" : "timeout", id);
      return { done: `${name} may write in the chat again.` };
    }
    const userId = positive(form.get("userId"));
    if (!userId) return bad();
    const matchId = form.get("scope") === "everywhere" ? null : positive(form.get("matchId"));
    // The length is the service's to judge: a wrong one answers its `invalid-duration` message.
    const seconds = Number(form.get("seconds"));
    await chat.sanction(by, {
      kind: intent,
      user_id: userId,
      match_id: matchId,
      seconds: intent === "timeout" ? seconds : null,
      reason: String(form.get("reason") ?? "").slice(0, 500),
    });
    const where = matchId === null ? "every chat room" : `the room of match ${matchId}`;
    return {
      done:
        intent === "timeout"
          ? `${name} is timed out of ${where} for ${durationLabel(seconds)}.`
          : `${name} is banned from ${where}.`,
    };
  } catch (error) {
    const failure = failureOf(error);
    return data({ error: failure.error.message }, { status: refusalStatus(error) });
  }
}
