import { data, type RouterContextProvider } from "react-router";
import { invalidInput, isAppError } from "../../../../shared/errors.ts";
import { IDEMPOTENCY_KEY } from "../../../../shared/idempotency-key.ts";
import type { ConsoleAttempt, ConsoleOutcome } from "../../../lib/cms/console-keys.ts";
import { entityId } from "../../../lib/entity-id.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { pageNotFound } from "../../../lib/middleware.ts";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";

const m = defineMessages({
  unreadable: {
    id: "cms.console.unreadable",
    defaultMessage: "That action could not be read; reload the page.",
  },
});

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/** One match for the console: its state with the version edits are based on, timeline and line-ups. */
export async function consoleMatchLoader({ request, params, context }: Args) {
  await requireCmsPage(context, "matches:write");
  const id = entityId(params.id);
  const { sports, liveConsole } = requestScopeOf(context).services;
  const [centre, state, sheets] = await Promise.all([
    sports.getMatchCentre(id),
    liveConsole.consoleMatchState(id),
    liveConsole.consoleSheets(id),
  ]);
  if (!centre || !state) throw pageNotFound();
  const team = (side: "home" | "away") => {
    const { id: teamId, name, shortName, code } = centre[side];
    return { id: teamId, name, shortName, code };
  };
  return {
    timeZone: visitorTimeZone(request),
    competition: centre.competition.name,
    sport: centre.sport,
    kickoffAt: centre.kickoffAt,
    home: team("home"),
    away: team("away"),
    state,
    events: centre.events,
    lineups: centre.lineups,
    /** Who may be named now, side by side; the same line-ups the server holds staff events to. */
    sheets: sheets ?? { home: null, away: null },
    /** The kinds of event the timeline offers to correct. */
    correctable: liveConsole.correctableTypes,
  };
}

/** The console's one write: an event or an undo, through the same path as the CMS API. */
export async function consoleMatchAction({ request, params, context }: Args) {
  const staff = await requireCmsPage(context, "matches:write");
  const matchId = entityId(params.id);
  const attempt = (await request.json().catch(() => null)) as ConsoleAttempt | null;
  if (!attempt || !IDEMPOTENCY_KEY.test(String(attempt.key)) || !Number.isSafeInteger(attempt.version)) {
    return data<ConsoleOutcome>(
      {
        ok: false,
        error: { code: "invalid-body", message: staffTranslator(context)(m.unreadable) },
      },
      { status: 400 },
    );
  }
  const { services, clientIp } = requestScopeOf(context);
  const { liveConsole } = services;
  const request_ = {
    actor: { kind: "account" as const, id: String(staff.auth.user.id), role: staff.auth.user.role },
    ip: clientIp ?? null,
    matchId,
    key: attempt.key,
    baseVersion: attempt.version,
  };
  try {
    if (attempt.intent === "play") {
      const play = liveConsole.consolePlayInput.safeParse(attempt.play);
      if (!play.success) {
        return data<ConsoleOutcome>(
          {
            ok: false,
            error: { code: "invalid-play", message: staffTranslator(context)(m.unreadable) },
          },
          { status: 400 },
        );
      }
      const { entry } = await liveConsole.playFromConsole({ ...request_, input: play.data });
      return data<ConsoleOutcome>({ ok: true, entry });
    }
    if (attempt.intent === "correct") {
      const fix = liveConsole.eventFixInput.safeParse(attempt.fix);
      if (!fix.success || !Number.isSafeInteger(attempt.eventId)) {
        const { message } = invalidInput(fix.success ? [] : fix.error.issues, "fix");
        return data<ConsoleOutcome>({ ok: false, error: { code: "invalid-fix", message } }, { status: 400 });
      }
      const { entry } = await liveConsole.correctFromConsole({
        ...request_,
        eventId: attempt.eventId,
        fix: fix.data,
      });
      return data<ConsoleOutcome>({ ok: true, entry });
    }
    if (attempt.intent === "undo") {
      const { entry } = await liveConsole.undoFromConsole(request_);
      return data<ConsoleOutcome>({ ok: true, entry });
    }
    const event = liveConsole.liveEventInput.safeParse(attempt.event);
    if (!event.success) {
      const { message } = invalidInput(event.error.issues, "event");
      return data<ConsoleOutcome>({ ok: false, error: { code: "invalid-event", message } }, { status: 400 });
    }
    const { entry } = await liveConsole.scoreFromConsole({ ...request_, event: event.data });
    return data<ConsoleOutcome>({ ok: true, entry });
  } catch (error) {
    // The service's AppError comes from the server process's own copy of the class: known by its shape.
    if (!isAppError(error) || error.status >= 500) throw error;
    const current =
      error.code === "edit-conflict" ? (error.details?.current as ConsoleOutcome["current"]) : undefined;
    return data<ConsoleOutcome>(
      { ok: false, error: { code: error.code, message: error.message }, current },
      { status: refusalStatus(error) },
    );
  }
}
