import { data, type RouterContextProvider } from "react-router";
import { isAppError } from "../../../shared/errors.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext } from "../../lib/session.server.ts";
import { readForm } from "../account/auth-form.server.ts";

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

// The form's answers, in the language of the page that sent it.
const m = defineMessages({
  signIn: { id: "match.report.sign-in", defaultMessage: "Please sign in to report a problem." },
  noSuchMatch: { id: "match.report.no-such-match", defaultMessage: "There is no such match." },
  chooseKind: {
    id: "match.report.choose-kind",
    defaultMessage: "Choose what is wrong.",
    description: "The report form was sent without one of its choices",
  },
  noteTooLong: {
    id: "match.report.note-too-long",
    defaultMessage: "Keep the note to {max, plural, one {# character} other {# characters}}.",
  },
  tooMany: {
    id: "match.report.too-many",
    defaultMessage: "Too many attempts. Please wait a moment and try again.",
  },
  thanks: { id: "match.report.thanks", defaultMessage: "Thanks, we will check it." },
  thanksAgain: {
    id: "match.report.thanks-again",
    defaultMessage: "Thanks, you already reported this match; we will check it.",
    description: "The fan's earlier report on this match is still open",
  },
});

/** The match page's "Report a problem" form, answered to its fetcher; the match page itself is not reloaded. */
export async function reportAction({ request, params, context }: Args) {
  const scope = requestScopeOf(context);
  const t = scope.services.i18n.translator(scope.locale);
  const auth = context.get(authenticatedContext);
  if (!auth) return data({ error: t(m.signIn) }, { status: 401 });
  const matchId = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || matchId < 1) {
    return data({ error: t(m.noSuchMatch) }, { status: 404 });
  }
  const form = await readForm(request);
  const { reports } = scope.services;
  const { MATCH_REPORT_KINDS, REPORT_NOTE_MAX } = reports;
  const kind = MATCH_REPORT_KINDS.find((k) => k === form.get("kind"));
  const note = String(form.get("note") ?? "");
  if (!kind) return data({ error: t(m.chooseKind) }, { status: 400 });
  if (note.length > REPORT_NOTE_MAX) {
    return data({ error: t(m.noteTooLong, { max: REPORT_NOTE_MAX }) }, { status: 400 });
  }
  try {
    const { created } = await reports.reportMatch({
      reporterId: auth.user.id,
      matchId,
      kind,
      note,
    });
    return { done: t(created ? m.thanks : m.thanksAgain) };
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    // The service's own refusals, in the page's language; any other keeps the service's words.
    const known =
      error.code === "too-many-requests"
        ? m.tooMany
        : error.code === "match-not-found"
          ? m.noSuchMatch
          : error.code === "invalid-note"
            ? m.noteTooLong
            : null;
    const message = known ? t(known, { max: REPORT_NOTE_MAX }) : error.message;
    return data({ error: message }, { status: error.status });
  }
}
