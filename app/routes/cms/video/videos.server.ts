import { data, type RouterContextProvider, redirect } from "react-router";
import { formText } from "../../../lib/form-text.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { failureOf } from "../cms-form.server.ts";
import { EXTERNAL_SOURCES, VIDEO_KINDS, videoProblems } from "./video-fields.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
type Context = Readonly<RouterContextProvider>;
const PAGE = 50;

/** The staff member behind a page action, as the audit log names them. */
export async function videoStaff(context: Context) {
  const staff = await requireCmsPage(context, "content:write");
  const { services, clientIp } = requestScopeOf(context);
  const actor = { kind: "account" as const, id: String(staff.auth.user.id), role: staff.auth.user.role };
  return { staff, services, actor, ip: clientIp };
}

/** Videos newest first, with where each running job's progress stream stands. */
export async function videosLoader({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const { services } = requestScopeOf(context);
  const offset = Math.min(
    100_000,
    Math.max(0, Number.parseInt(new URL(request.url).searchParams.get("offset") ?? "0", 10) || 0),
  );
  const binnedId = Number(new URL(request.url).searchParams.get("binned"));
  // Just moved to the bin from its page: say so, and where it can be restored.
  const binned =
    binnedId > 0
      ? await services.bin
          .list()
          .then((all) => all.find((entry) => entry.type === "video" && entry.id === binnedId))
      : undefined;
  const page = await services.video.list({ limit: PAGE, offset });
  const progress = await Promise.all(
    page.data.map(async (video) => {
      const busy = video.jobId && (video.status === "queued" || video.status === "transcoding");
      const latest = busy ? await services.jobs.latestProgress(video.jobId!) : null;
      return [video.id, latest ? { done: latest.done, total: latest.total, seq: latest.seq } : null] as const;
    }),
  );
  return {
    videos: page.data,
    total: page.total,
    offset,
    limit: PAGE,
    progress: Object.fromEntries(progress),
    binned: binned ? { title: binned.title, daysLeft: binned.days_left } : null,
  };
}

const REF_PATTERN = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^\d{1,12}$/,
  hls: /^https:\/\/\S{1,2000}\.m3u8(\?\S*)?$/,
} as const;

/** Adds an external video (YouTube, Vimeo, HLS); uploads go through the API from the page's script. */
export async function videosAction({ request, context }: Args) {
  const { services, actor, ip } = await videoStaff(context);
  const form = await readForm(request);
  const title = formText(form, "title");
  const kind = String(form.get("kind") ?? "");
  const source = String(form.get("source") ?? "");
  const ref = formText(form, "ref");
  const fields: Record<string, string> = { title, kind, source, ref };
  const t = staffTranslator(context);
  const problem = (field: string, message: string) =>
    data({ error: { code: `invalid-${field}`, message }, fields, field }, { status: 400 });
  if (!title) return problem("title", t(videoProblems.enterTitle));
  if (title.length > 200) return problem("title", t(videoProblems.titleTooLong));
  if (!VIDEO_KINDS.includes(kind as never)) return problem("kind", t(videoProblems.chooseKind));
  if (!EXTERNAL_SOURCES.includes(source as never)) return problem("source", t(videoProblems.chooseSource));
  if (!REF_PATTERN[source as keyof typeof REF_PATTERN].test(ref)) {
    return problem(
      "ref",
      t(
        source === "hls"
          ? videoProblems.hlsAddress
          : source === "youtube"
            ? videoProblems.youtubeId
            : videoProblems.vimeoId,
      ),
    );
  }
  try {
    const created = await services.video.addExternal({
      title,
      kind: kind as (typeof VIDEO_KINDS)[number],
      source: source as (typeof EXTERNAL_SOURCES)[number],
      ref,
      createdBy: actor.id,
    });
    await services.audit.recordAudit({
      actor,
      action: "video.create",
      target: { type: "video", id: created.id },
      after: services.video.viewOf(created),
      ip,
    });
    return redirect(`/cms/videos/${created.id}?saved=1`);
  } catch (error) {
    return data({ ...failureOf(error), fields, field: null }, { status: 400 });
  }
}
