import { data, redirect } from "react-router";
import { isAppError } from "../../../../shared/errors.ts";
import { formText } from "../../../lib/form-text.ts";
import { defineMessages, type MessageDescriptor } from "../../../lib/i18n.tsx";
import { pageNotFound } from "../../../lib/middleware.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { formFile, imageOfItem, refusal, whoOf } from "./media.server.ts";

type Args = { request: Request; params: { id?: string }; context: Parameters<typeof requireCmsPage>[0] };

function mediaIdOf(id: string | undefined): number {
  if (!/^[1-9]\d{0,9}$/.test(id ?? "") || Number(id) > 2_147_483_647) throw pageNotFound();
  return Number(id);
}

const NOTICES: Record<string, MessageDescriptor> = defineMessages({
  uploaded: { id: "cms.media-item.notice.uploaded", defaultMessage: "Image uploaded." },
  saved: { id: "cms.media-item.notice.saved", defaultMessage: "Alt text saved." },
  replaced: {
    id: "cms.media-item.notice.replaced",
    defaultMessage: "File replaced. Posts showing this image now show the new file.",
  },
});

const m = defineMessages({
  altTooLong: {
    id: "cms.media.alt-too-long",
    defaultMessage: "Alt text is one line of at most {max} characters.",
  },
  chooseNew: { id: "cms.media-item.choose-new", defaultMessage: "Choose the new image file." },
  unknown: { id: "cms.media-item.unknown", defaultMessage: "Unknown action." },
});

/** One image: its variants, alt text form, replace form, Markdown snippet and delete step. */
export async function mediaItemLoader({ request, params, context }: Args) {
  await requireCmsPage(context, "content:write");
  const id = mediaIdOf(params.id);
  const query = new URL(request.url).searchParams;
  const { media } = requestScopeOf(context).services;
  try {
    const item = await media.get(id);
    const notice = Object.keys(NOTICES).find((name) => query.get(name) === "1");
    return {
      item,
      image: imageOfItem(item),
      maxAlt: media.MAX_ALT_LENGTH,
      notice: notice ? staffTranslator(context)(NOTICES[notice]!) : null,
      confirmDelete: query.get("confirm") === "delete",
      binDays: requestScopeOf(context).services.bin.BIN_DAYS,
    };
  } catch (error) {
    if (isAppError(error) && error.code === "media-not-found") throw pageNotFound();
    throw error;
  }
}

/** Alt text, replace and delete without scripts; each refusal comes back as its form's message. */
export async function mediaItemAction({ request, params, context }: Args) {
  const staff = await requireCmsPage(context, "content:write");
  const id = mediaIdOf(params.id);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const base = Number(form.get("version"));
  const { media } = requestScopeOf(context).services;
  const { MAX_ALT_LENGTH } = media;
  const who = whoOf(staff, context);
  try {
    if (intent === "alt") {
      const alt = formText(form, "alt");
      if (alt.length > MAX_ALT_LENGTH || /\p{Cc}/u.test(alt)) {
        return data(
          {
            intent,
            error: staffTranslator(context)(m.altTooLong, { max: MAX_ALT_LENGTH }),
            code: "invalid-alt",
          },
          { status: 400 },
        );
      }
      await media.updateAlt(who, { id, base, alt });
      return redirect(`/cms/media/${id}?saved=1`);
    }
    if (intent === "replace") {
      const file = await formFile(form);
      if (!file)
        return data(
          { intent, error: staffTranslator(context)(m.chooseNew), code: "invalid-file" },
          { status: 400 },
        );
      await media.replace(who, { id, base, file });
      return redirect(`/cms/media/${id}?replaced=1`);
    }
    if (intent === "delete") {
      await media.remove(who, id);
      return redirect("/cms/media?deleted=1");
    }
    return data(
      { intent, error: staffTranslator(context)(m.unknown), code: "invalid-intent" },
      { status: 400 },
    );
  } catch (error) {
    if (isAppError(error) && error.code === "media-not-found") throw pageNotFound();
    const posts = isAppError(error) ? error.details?.posts : undefined;
    return refusal(error, { intent, posts: Array.isArray(posts) ? posts : [] });
  }
}
