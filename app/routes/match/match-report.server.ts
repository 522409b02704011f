import { data, type RouterContextProvider } from "react-router";
import { isAppError } from "../../../shared/errors.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext } from "../../lib/session.server.ts";
import { readForm } from "../account/auth-form.server.ts";

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/** The match page's "Report a problem" form, answered to its fetcher; the match page itself is not reloaded. */
export async function reportAction({ request, params, context }: Args) {
  const auth = context.get(authenticatedContext);
  if (!auth) return data({ error: "Please sign in to report a problem." }, { status: 401 });
  const matchId = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || matchId < 1) {
    return data({ error: "There is no such match." }, { status: 404 });
  }
  const form = await readForm(request);
  const { reports } = requestScopeOf(context).services;
  const { MATCH_REPORT_KINDS, REPORT_NOTE_MAX } = reports;
  const kind = MATCH_REPORT_KINDS.find((k) => k === form.get("kind"));
  const note = String(form.get("note") ?? "");
  if (!kind) return data({ error: "Choose what is wrong." }, { status: 400 });
  if (note.length > REPORT_NOTE_MAX) {
    return data({ error: `Keep the note to ${REPORT_NOTE_MAX} characters.` }, { status: 400 });
  }
  try {
    const { created } = await reports.reportMatch({
      reporterId: auth.user.id,
      matchId,
      kind,
      note,
    });
    return {
      done: created
        ? "Thanks, we will check it."
        : "Thanks, you already reported this match; we will check it.",
    };
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    return data({ error: error.message }, { status: error.status });
  }
}
