import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { MediaImage, MediaItem } from "../../../../server/content/media/types.ts";
import { isAppError } from "../../../../shared/errors.ts";
import { formText } from "../../../lib/form-text.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { bulkAskOf, bulkConfirmOf, bulkDone, bulkFormOf } from "../bulk.server.ts";
import { type CmsStaff, requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { createOnce } from "../cms-form.server.ts";

const m = defineMessages({
  choose: { id: "cms.media.choose", defaultMessage: "Choose an image to upload." },
  altTooLong: {
    id: "cms.media.alt-too-long",
    defaultMessage: "Alt text is one line of at most {max} characters.",
  },
});

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };
const PAGE = 24;

/** The audit log's name for the staff member behind a page form. */
export const whoOf = (staff: CmsStaff, context: Context) => ({
  actor: { kind: "account" as const, id: String(staff.auth.user.id), role: staff.auth.user.role },
  ip: requestScopeOf(context).clientIp ?? null,
});

export const imageOfItem = (item: MediaItem): MediaImage => ({
  id: item.id,
  alt: item.alt,
  width: item.width,
  height: item.height,
  variants: item.variants.map(({ format, width, url }) => ({ format, width, url })),
});

/** The uploaded file of a page form, as the service takes it; null when none was chosen. */
export async function formFile(form: FormData): Promise<{ name: string; data: Buffer } | null> {
  const file = form.get("file");
  if (typeof file === "string" || file === null || file.size === 0) return null;
  return { name: file.name, data: Buffer.from(await file.arrayBuffer()) };
}

/** A refusal the editor can act on (wrong type, too big, stale version…) as the form's message. */
export function refusal(error: unknown, extra: Record<string, unknown> = {}) {
  if (!isAppError(error) || error.status >= 500) throw error;
  return data({ error: error.message, code: error.code, ...extra }, { status: refusalStatus(error) });
}

/** A page of the library (newest first, or what the search finds) and a fresh upload key. */
export async function mediaLoader({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const query = new URL(request.url).searchParams;
  const q = (query.get("q") ?? "").trim().slice(0, 100);
  const offset = Math.min(1_000_000, Math.max(0, Number.parseInt(query.get("offset") ?? "0", 10) || 0));
  const { media, bin } = requestScopeOf(context).services;
  const page = await media.list({ q, limit: PAGE, offset });
  // Ticked images and "delete" open the confirmation, which names each image before anything goes.
  const ask = bulkAskOf(query, media.bulkActions);
  const confirm = await bulkConfirmOf(ask, (id) =>
    media.get(id).then(
      (item) => item.filename,
      () => null,
    ),
  );
  return {
    bulkActions: media.bulkActions,
    binDays: bin.BIN_DAYS,
    confirm,
    nothingChosen: ask.nothingChosen,
    done: ask.done,
    q,
    offset,
    limit: PAGE,
    total: page.total,
    submission: randomUUID(),
    maxAlt: media.MAX_ALT_LENGTH,
    deleted: query.get("deleted") === "1",
    items: page.data.map((item) => ({
      id: item.id,
      filename: item.filename,
      alt: item.alt,
      width: item.width,
      height: item.height,
      bytes: item.bytes,
      image: imageOfItem(item),
    })),
  };
}

/**
 * The upload form without scripts (stored once per submission key, then the image's page), or the
 * confirmed bulk delete (all or none; back to the grid with what went).
 */
export async function mediaAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "content:write");
  const form = await readForm(request);
  if (form.has("bulk")) {
    const { media } = requestScopeOf(context).services;
    const { action, ids } = bulkFormOf(form, media.bulkActions);
    try {
      const outcome = await media.removeMany(whoOf(staff, context), ids);
      return bulkDone(request, "/cms/media", ["q", "offset"], action, outcome);
    } catch (error) {
      return refusal(error, { bulk: true });
    }
  }
  const file = await formFile(form);
  const t = staffTranslator(context);
  if (!file) return data({ error: t(m.choose), code: "invalid-file" }, { status: 400 });
  const { media } = requestScopeOf(context).services;
  const alt = formText(form, "alt");
  if (alt.length > media.MAX_ALT_LENGTH || /\p{Cc}/u.test(alt)) {
    return data(
      { error: t(m.altTooLong, { max: media.MAX_ALT_LENGTH }), code: "invalid-alt" },
      { status: 400 },
    );
  }
  try {
    const { location } = await createOnce(
      context,
      { scope: "cms-media-form", staffId: staff.auth.user.id, form, keyField: "submission" },
      async () => {
        const item = await media.upload(whoOf(staff, context), { file, alt });
        return { location: `/cms/media/${item.id}?uploaded=1` };
      },
    );
    return redirect(location);
  } catch (error) {
    return refusal(error);
  }
}
