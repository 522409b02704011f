import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { Editor } from "../../../../server/video/tv/cms.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { type CmsStaff, requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { createOnce, failureOf, formFields, unknownChange, validateForm } from "../cms-form.server.ts";

const m = defineMessages({
  chooseFile: { id: "cms.tv.choose-file", defaultMessage: "Choose an XMLTV file to upload." },
  tooBig: { id: "cms.tv.too-big", defaultMessage: "The file is over 20 MiB." },
});

type Args = { request: Request; context: Readonly<RouterContextProvider> };
export const TV_SCOPE = "content:write";

export const editorOf = (staff: CmsStaff, context: Args["context"]): Editor => ({
  actor: { kind: "account", id: String(staff.auth.user.id), role: staff.auth.user.role },
  ip: requestScopeOf(context).clientIp ?? null,
});

export async function tvChannelsLoader({ context }: Args) {
  await requireCmsPage(context, TV_SCOPE);
  return {
    channels: await requestScopeOf(context).services.tv.listCmsChannels(),
    // A double click or a resubmitted page adds the channel once.
    formKey: randomUUID(),
  };
}

/** Upload a guide (multipart, up to 20 MiB) or add a channel. */
export async function tvChannelsAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, TV_SCOPE);
  const { services } = requestScopeOf(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "upload") {
    const file = form.get("guide");
    if (!(file instanceof File) || file.size === 0) {
      return data({ intent, error: staffTranslator(context)(m.chooseFile) }, { status: 400 });
    }
    if (file.size > services.tv.MAX_GUIDE_BYTES) {
      return data({ intent, error: staffTranslator(context)(m.tooBig) }, { status: 413 });
    }
    try {
      const summary = await services.tv.importUploadedGuide(editorOf(staff, context), await file.text());
      return { intent, summary, file: file.name };
    } catch (error) {
      const failure = failureOf(error);
      return data({ intent, error: failure.error.message }, { status: 400 });
    }
  }
  if (intent === "create") {
    const checked = validateForm(
      services.tv.channelInput,
      formFields(form, { name: "text", xmltv_id: "text", number: "number" }),
      staffTranslator(context),
    );
    if (!checked.ok) return data({ intent, failure: checked.failure }, { status: 400 });
    try {
      const { location } = await createOnce(
        context,
        { scope: "cms-tv-channel", staffId: staff.auth.user.id, form, keyField: "key" },
        async () => {
          // The fields the form leaves out take the API's defaults: no logo or guide source, the TV plan.
          const channel = await services.tv.createChannel(editorOf(staff, context), checked.value);
          return { location: `/cms/tv/${channel.id}` };
        },
      );
      throw redirect(location);
    } catch (error) {
      if (error instanceof Response) throw error;
      const failure = failureOf(error);
      return data({ intent, failure }, { status: refusalStatus(error) });
    }
  }
  throw data(unknownChange(context), { status: 400 });
}
