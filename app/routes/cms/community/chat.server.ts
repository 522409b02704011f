import { data, type RouterContextProvider } from "react-router";
import { matchLabelOf } from "../../../lib/cms/relation-labels.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { matchClock } from "../../../lib/match-status.ts";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { bulkAskOf, bulkConfirmOf, bulkDone, bulkFormOf } from "../bulk.server.ts";
import { isSanctionIntent, moderatorOf, sanctionFromForm } from "../chat-sanctions.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { failureOf, unknownChange } from "../cms-form.server.ts";
import { matchOptionsOf } from "../relation-options.server.ts";

const m = defineMessages({
  confirmRow: { id: "cms.chat.confirm-row", defaultMessage: "Report {id}: {reason}" },
  confirmRowNoReason: {
    id: "cms.chat.confirm-row-no-reason",
    defaultMessage: "Report {id}: no reason given",
  },
  deleted: { id: "cms.chat.deleted", defaultMessage: "Message {id} deleted." },
  dismissed: { id: "cms.chat.dismissed", defaultMessage: "Report {id} dismissed." },
  roomUpdated: { id: "cms.chat.room-updated", defaultMessage: "Room of match {match} updated." },
  operatorsOnly: {
    id: "cms.chat.operators-only",
    defaultMessage: "Only operators change whether links are allowed.",
  },
  linksAllowed: { id: "cms.chat.links-allowed", defaultMessage: "Links are now allowed in the chat." },
  linksBarred: { id: "cms.chat.links-barred", defaultMessage: "Links are no longer allowed in the chat." },
  cleared: { id: "cms.chat.cleared", defaultMessage: "Room of match {match} cleared." },
});

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const STATES = ["open", "actioned", "dismissed"] as const;

/** The chat reports queue (each reported message with the messages around it), sanctions in force and the settings. */
export async function chatReportsLoader({ request, context }: Args) {
  const staff = await requireCmsPage(context, "chat:moderate");
  const asked = new URL(request.url).searchParams.get("state");
  const state = STATES.find((s) => s === asked) ?? "open";
  const { services } = requestScopeOf(context);
  const { chat } = services;
  const t = staffTranslator(context);
  // The room form opens with the room's current settings and their version, so a save changes
  // only what the moderator changed and cannot undo another moderator's save.
  const roomId = positive(new URL(request.url).searchParams.get("room"));
  const timeZone = visitorTimeZone(request);
  const [reports, sanctions, settings, room, roomMatch, live] = await Promise.all([
    chat.reports(state),
    chat.sanctions(),
    chat.settings(),
    roomId
      ? chat.room(roomId).then(
          (found) => ({ matchId: roomId, settings: found.settings }),
          () => null,
        )
      : null,
    matchOptionsOf(services, [roomId], staffTranslator(context)),
    services.sports.listLiveMatches(),
  ]);
  // Each report's author, with their time-outs and bans in force: a report closed by deleting the
  // message still lets the moderator sanction (or forgive) whoever wrote it.
  const authorIds = [
    ...new Set(reports.flatMap((report) => (report.message ? [report.message.user.id] : []))),
  ];
  const authorSanctions = await chat.sanctions({ userIds: authorIds });
  // Ticked reports and "dismiss" open the confirmation, which names each open report it will close.
  const ask = bulkAskOf(new URL(request.url).searchParams, chat.reportBulkActions);
  const confirm = await bulkConfirmOf(ask, (id) => {
    const report = reports.find((r) => r.id === id && r.status === "open");
    return report
      ? report.reason
        ? t(m.confirmRow, { id, reason: report.reason })
        : t(m.confirmRowNoReason, { id })
      : null;
  });
  return {
    state,
    reports,
    bulkActions: chat.reportBulkActions,
    confirm,
    nothingChosen: ask.nothingChosen,
    done: ask.done,
    authorSanctions,
    sanctions,
    settings,
    room,
    roomMatch,
    roomAsked: roomId,
    // The rooms busiest now come first: today's live matches, one click each.
    liveRooms: live
      .flatMap((group) => group.matches)
      .sort((a, b) => a.kickoffAt.localeCompare(b.kickoffAt) || a.id - b.id)
      .map((match) => ({
        id: match.id,
        label: matchLabelOf({ home: match.home.name, away: match.away.name, kickoffAt: match.kickoffAt }, t),
        clock: matchClock(match, timeZone, t),
      })),
    // The links switch is site policy: operators change it (as the API's PATCH /cms/chat/settings).
    mayChangeSettings: staff.scopes.includes("feeds:manage"),
    timeZone,
  };
}

const positive = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Delete, time out, ban, lift, dismiss, or change a room; the chat service audits each. */
export async function chatReportsAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "chat:moderate");
  const form = await readForm(request);
  const { services } = requestScopeOf(context);
  const by = moderatorOf(context, staff);
  const t = staffTranslator(context);
  const intent = String(form.get("intent") ?? "");
  if (isSanctionIntent(intent)) return sanctionFromForm(context, intent, form);
  if (form.has("bulk")) {
    const { action, ids } = bulkFormOf(form, services.chat.reportBulkActions);
    try {
      const outcome = await services.chat.dismissReports(by, ids);
      return bulkDone(request, "/cms/chat", ["state"], action, outcome);
    } catch (error) {
      return data({ error: failureOf(error).error.message }, { status: refusalStatus(error) });
    }
  }
  const matchId = positive(form.get("matchId"));
  const bad = () => data({ error: unknownChange(context) }, { status: 400 });
  try {
    if (intent === "delete") {
      const id = positive(form.get("messageId"));
      if (!id) return bad();
      await services.chat.deleteMessage(by, id);
      return { done: t(m.deleted, { id }) };
    }
    if (intent === "dismiss") {
      const id = positive(form.get("reportId"));
      if (!id) return bad();
      await services.chat.dismissReport(by, id);
      return { done: t(m.dismissed, { id }) };
    }
    if (intent === "room") {
      const slow = Number(form.get("slowMode") ?? 0);
      if (!matchId || !Number.isInteger(slow) || slow < 0 || slow > 3600) return bad();
      const version = Number(form.get("version"));
      if (!Number.isSafeInteger(version) || version < 0) return bad();
      await services.chat.changeRoom(by, matchId, {
        slow_mode_seconds: slow,
        premium_only: form.get("premiumOnly") === "on",
        version,
      });
      return { done: t(m.roomUpdated, { match: matchId }) };
    }
    if (intent === "links") {
      // The same rule as the API's PATCH /cms/chat/settings, not a scope check by hand.
      if (services.auth.staffRefusal(staff.auth, "feeds:manage")) {
        return data({ error: t(m.operatorsOnly) }, { status: 403 });
      }
      const version = Number(form.get("version"));
      if (!Number.isInteger(version) || version < 0) return bad();
      const saved = await services.chat.changeSettings(by, version, {
        allow_links: form.get("allowLinks") === "on",
      });
      return {
        done: saved.allow_links ? t(m.linksAllowed) : t(m.linksBarred),
      };
    }
    if (intent === "clear") {
      if (!matchId) return bad();
      await services.chat.clearRoom(by, matchId);
      return { done: t(m.cleared, { match: matchId }) };
    }
  } catch (error) {
    const failure = failureOf(error);
    return data({ error: failure.error.message }, { status: refusalStatus(error) });
  }
  return bad();
}
