import { data, type RouterContextProvider } from "react-router";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { localDateTimeIn } from "../../../lib/local-datetime.ts";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { isIsoDate, isoDateIn, visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { type FieldKind, failureOf, formFields, unknownChange, validateForm } from "../cms-form.server.ts";
import { editorOf, TV_SCOPE } from "./tv.server.ts";

const m = defineMessages({
  noChannel: { id: "cms.tv-channel.no-channel", defaultMessage: "No such channel." },
  noProgramme: { id: "cms.tv-channel.no-programme", defaultMessage: "No such programme." },
  saved: { id: "cms.tv-channel.saved", defaultMessage: "Channel saved." },
  queued: {
    id: "cms.tv-channel.queued",
    defaultMessage: "Import queued: the guide source is being fetched.",
  },
  added: { id: "cms.tv-channel.added", defaultMessage: "Programme added." },
  programmeSaved: { id: "cms.tv-channel.programme-saved", defaultMessage: "Programme saved." },
  binned: { id: "cms.tv-channel.binned", defaultMessage: "The programme is in the bin for {days} days." },
});

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

const idOf = (raw: unknown, t: Translator) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data(t(m.noChannel), { status: 404 });
  return id;
};

export async function tvChannelLoader({ request, context, params }: Args) {
  await requireCmsPage(context, TV_SCOPE);
  const { tv } = requestScopeOf(context).services;
  const t = staffTranslator(context);
  const id = idOf(params.id, t);
  const channel = await tv.readCmsChannel(id).catch(() => {
    throw data(t(m.noChannel), { status: 404 });
  });
  const url = new URL(request.url);
  const timeZone = visitorTimeZone(request);
  const asked = url.searchParams.get("date") ?? "";
  const date = isIsoDate(asked) ? asked : isoDateIn(new Date(), timeZone);
  const { from, to } = tv.dayRange(date, timeZone);
  const programmes = await tv.programmesStarting(id, from, to);
  const editId = Number(url.searchParams.get("edit"));
  const editing = programmes.find((p) => p.id === editId) ?? null;
  const evening = new Date(from.getTime() + 20 * 3_600_000).toISOString();
  return {
    channel,
    date,
    timeZone,
    programmes,
    editing,
    start: localDateTimeIn(editing?.starts_at ?? evening, timeZone),
    end: localDateTimeIn(
      editing?.ends_at ?? new Date(Date.parse(evening) + 3_600_000).toISOString(),
      timeZone,
    ),
  };
}

const programmeKinds: Record<string, FieldKind> = {
  starts_at: "datetime",
  ends_at: "datetime",
  title: "text",
  subtitle: "nullable-text",
  description: "nullable-text",
  category: "nullable-text",
  match_id: "nullable-number",
  replace_overlapping: "boolean",
};

/** Channel settings, "Import now", and the day's programmes added, edited and removed by hand. */
export async function tvChannelAction({ request, context, params }: Args) {
  const staff = await requireCmsPage(context, TV_SCOPE);
  const { services } = requestScopeOf(context);
  const { tv } = services;
  const t = staffTranslator(context);
  const id = idOf(params.id, t);
  const by = editorOf(staff, context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "save-channel") {
      const checked = validateForm(
        tv.channelSettingsForm,
        formFields(form, {
          name: "text",
          number: "number",
          logo_url: "nullable-text",
          guide_source_url: "nullable-text",
          version: "number",
        }),
        staffTranslator(context),
      );
      if (!checked.ok) return data({ intent, failure: checked.failure }, { status: 400 });
      const { version, ...patch } = checked.value;
      await tv.updateChannel(by, id, version, patch);
      return { intent, done: t(m.saved) };
    }
    if (intent === "import-now") {
      await tv.importNow(id);
      return { intent, done: t(m.queued) };
    }
    if (intent === "add-programme" || intent === "save-programme") {
      const checked = validateForm(
        tv.programmeInput,
        formFields(form, programmeKinds),
        staffTranslator(context),
      );
      if (!checked.ok) return data({ intent, failure: checked.failure }, { status: 400 });
      if (intent === "add-programme") await tv.createProgramme(by, id, checked.value);
      else {
        const programmeId = idOf(form.get("programme"), t);
        if ((await tv.readCmsProgramme(programmeId)).channel_id !== id)
          throw data(t(m.noProgramme), { status: 404 });
        await tv.updateProgramme(by, programmeId, Number(form.get("version")), checked.value);
      }
      return { intent, done: t(intent === "add-programme" ? m.added : m.programmeSaved) };
    }
    if (intent === "delete-programme") {
      await tv.deleteProgramme(by, idOf(form.get("programme"), t), Number(form.get("version")));
      return { intent, done: t(m.binned, { days: services.bin.BIN_DAYS }) };
    }
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "init" in error)) throw error;
    const failure = failureOf(error);
    return data({ intent, failure }, { status: refusalStatus(error) });
  }
  throw data(unknownChange(context), { status: 400 });
}
