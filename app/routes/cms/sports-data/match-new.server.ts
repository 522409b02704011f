import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffAct, staffTranslator } from "../cms-access.server.ts";
import { createOnce, failureOf, formFields, validateForm } from "../cms-form.server.ts";
import { kickoffField, MATCH_FIELD_KINDS } from "./match-form.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The create form: choices, a default kickoff (next Saturday 15:00 in the staff member's zone) and a fresh key. */
export async function newMatchLoader({ request, context }: Args) {
  await requireCmsPage(context, "matches:write");
  const timeZone = visitorTimeZone(request);
  const options = await requestScopeOf(context).services.sports.matchFormOptions();
  const saturday = new Date();
  saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7 || 7));
  saturday.setUTCHours(15, 0, 0, 0);
  return {
    options,
    timeZone,
    kickoff: kickoffField(saturday.toISOString(), timeZone),
    formKey: randomUUID(),
  };
}

/** Creates the match once per form, however often it is submitted, then opens it. */
export async function newMatchAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "matches:write");
  const form = await readForm(request);
  const values = formFields(form, { season_id: "number", ...MATCH_FIELD_KINDS });
  const { sports } = requestScopeOf(context).services;
  const checked = validateForm(sports.createMatchInput, values, staffTranslator(context));
  if (!checked.ok) return data(checked.failure, { status: refusalStatus(checked.failure) });
  try {
    const { location } = await createOnce(
      context,
      { scope: "cms-match-create", staffId: staff.auth.user.id, form, keyField: "formKey" },
      async () => ({
        location: `/cms/matches/${(await sports.createMatch(checked.value, staffAct(context, staff))).id}`,
      }),
    );
    return redirect(`${location}?created=1`);
  } catch (error) {
    const failure = failureOf(error);
    return data(failure, { status: refusalStatus(error) });
  }
}
