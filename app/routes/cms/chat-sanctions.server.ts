import { data, type RouterContextProvider } from "react-router";
import { durationLabel } from "../../lib/chat/durations.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { refusalStatus } from "../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { type CmsStaff, requireCmsPage, staffTranslator } from "./cms-access.server.ts";
import { failureOf, unknownChange } from "./cms-form.server.ts";

const m = defineMessages({
  theFan: {
    id: "cms.sanction.the-fan",
    defaultMessage: "The fan",
    description: "A chat author whose name is unknown",
  },
  lifted: { id: "cms.sanction.lifted", defaultMessage: "{name} may write in the chat again." },
  timedOutEverywhere: {
    id: "cms.sanction.timed-out-everywhere",
    defaultMessage: "{name} is timed out of every chat room for {duration}.",
  },
  timedOutRoom: {
    id: "cms.sanction.timed-out-room",
    defaultMessage: "{name} is timed out of the room of match {match} for {duration}.",
  },
  bannedEverywhere: {
    id: "cms.sanction.banned-everywhere",
    defaultMessage: "{name} is banned from every chat room.",
  },
  bannedRoom: {
    id: "cms.sanction.banned-room",
    defaultMessage: "{name} is banned from the room of match {match}.",
  },
});

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
  const t = staffTranslator(context);
  const name = String(form.get("userName") || t(m.theFan)).slice(0, 100);
  const bad = () => data({ error: unknownChange(context) }, { status: 400 });
  try {
    if (intent === "lift-timeout" || intent === "lift-ban") {
      const id = positive(form.get("sanctionId"));
      if (!id) return bad();
      await chat.lift(by, intent === "lift-ban" ? "ban" : "timeout", id);
      return { done: t(m.lifted, { name }) };
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
    return {
      done:
        intent === "timeout"
          ? matchId === null
            ? t(m.timedOutEverywhere, { name, duration: durationLabel(seconds) })
            : t(m.timedOutRoom, { name, match: matchId, duration: durationLabel(seconds) })
          : matchId === null
            ? t(m.bannedEverywhere, { name })
            : t(m.bannedRoom, { name, match: matchId }),
    };
  } catch (error) {
    const failure = failureOf(error);
    return data({ error: failure.error.message }, { status: refusalStatus(error) });
  }
}
