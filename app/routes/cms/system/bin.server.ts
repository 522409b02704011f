import { data, type RouterContextProvider, redirect } from "react-router";
import { defineMessages } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffAct, staffTranslator } from "../cms-access.server.ts";
import { failureOf } from "../cms-form.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const NOTICES = defineMessages({
  restored: { id: "cms.bin.restored", defaultMessage: "Restored." },
  purged: { id: "cms.bin.purged", defaultMessage: "Deleted for good." },
});

const m = defineMessages({
  chooseEntry: { id: "cms.bin.choose-entry", defaultMessage: "Choose an entry of the bin." },
  restoreOrDelete: { id: "cms.bin.restore-or-delete", defaultMessage: "Restore or delete now." },
});

/** Everything deleted (posts, images, videos, films), with who deleted each and how long it has left. */
export async function binLoader({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const { bin } = requestScopeOf(context).services;
  const done = new URL(request.url).searchParams.get("done");
  return {
    entries: await bin.namedEntries(),
    binDays: bin.BIN_DAYS,
    notice: done === "restored" || done === "purged" ? staffTranslator(context)(NOTICES[done]) : null,
    timeZone: visitorTimeZone(request),
  };
}

/** Restores an entry, or deletes it for good ("Delete now"); both audited as the API's are. */
export async function binAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "content:write");
  const { bin } = requestScopeOf(context).services;
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const type = bin.types.find((known) => known === form.get("type"));
  const id = Number(form.get("id"));
  if (!type || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    return data(
      { error: { code: "invalid-entry", message: staffTranslator(context)(m.chooseEntry) } },
      { status: 400 },
    );
  }
  const by = staffAct(context, staff);
  try {
    if (intent === "restore") {
      await bin.restore(type, id, by);
      return redirect("/cms/bin?done=restored");
    }
    if (intent === "purge") {
      await bin.purge(type, id, by);
      return redirect("/cms/bin?done=purged");
    }
    return data(
      { error: { code: "invalid-intent", message: staffTranslator(context)(m.restoreOrDelete) } },
      { status: 400 },
    );
  } catch (error) {
    return data(failureOf(error), { status: refusalStatus(error) });
  }
}
