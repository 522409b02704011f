import { Form, Link, useActionData, useLoaderData } from "react-router";
import { formatBytes } from "../../../../shared/bytes.ts";
import { MediaSnippet } from "../../../components/cms/media-snippet.tsx";
import { MediaUploadForm } from "../../../components/cms/media-upload.tsx";
import { ResponsiveImage } from "../../../components/content/responsive-image.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/media-item";
import { mediaItemAction, mediaItemLoader } from "./media-item.server.ts";

const m = defineMessages({
  image: { id: "cms.media-item.image", defaultMessage: "Image" },
  all: { id: "cms.media-item.all", defaultMessage: "All images" },
  uploadedAs: { id: "cms.media-item.uploaded-as", defaultMessage: "Uploaded as" },
  format: { id: "cms.media-item.format", defaultMessage: "{format}, {size}" },
  size: { id: "cms.media-item.size", defaultMessage: "Size" },
  pixels: { id: "cms.media-item.pixels", defaultMessage: "{width} × {height} pixels" },
  files: { id: "cms.media-item.files", defaultMessage: "Files" },
  filesText: {
    id: "cms.media-item.files-text",
    defaultMessage: "AVIF, WebP and JPEG at {widths} pixels wide",
  },
  changed: { id: "cms.media-item.changed", defaultMessage: "Changed" },
  changedAt: { id: "cms.media-item.changed-at", defaultMessage: "{time} UTC" },
  alt: { id: "cms.media-item.alt", defaultMessage: "Alt text" },
  describe: { id: "cms.media-item.describe", defaultMessage: "Describe the image" },
  describeHint: {
    id: "cms.media-item.describe-hint",
    defaultMessage: "Say what matters in the picture, e.g. “Calderbridge captain lifts the cup”.",
  },
  saveAlt: { id: "cms.media-item.save-alt", defaultMessage: "Save alt text" },
  replace: { id: "cms.media-item.replace", defaultMessage: "Replace the file" },
  newFile: { id: "cms.media-item.new-file", defaultMessage: "New image file" },
  replaceFile: { id: "cms.media-item.replace-file", defaultMessage: "Replace file" },
  delete: { id: "cms.media-item.delete", defaultMessage: "Delete" },
  binText: {
    id: "cms.media-item.bin-text",
    defaultMessage:
      "Move this image to the bin? It leaves the library and its address stops answering at once; it can be restored from the bin for {days} days, then it goes for good with its files.",
  },
  toBin: { id: "cms.media-item.to-bin", defaultMessage: "Move to the bin" },
  keep: { id: "cms.media-item.keep", defaultMessage: "Keep it" },
  deleteThis: { id: "cms.media-item.delete-this", defaultMessage: "Delete this image…" },
  cover: { id: "cms.media-item.cover", defaultMessage: "(cover image)" },
  inText: { id: "cms.media-item.in-text", defaultMessage: "(in the text)" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.item.filename ?? m.image);

export const loader = (args: Route.LoaderArgs) => mediaItemLoader(args);
export const action = (args: Route.ActionArgs) => mediaItemAction(args);

type Use = { id: number; title: string; as: "cover" | "body" };
const panel = "rounded-2xl border border-line bg-surface p-4";

/** One image of the library: preview, facts, alt text, Markdown, replace and delete. */
export default function CmsMediaItemPage() {
  const { item, image, maxAlt, notice, confirmDelete, binDays } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as
    | { intent?: string; error: string; code: string; posts?: Use[] }
    | undefined;
  const errorFor = (intent: string) => (result?.intent === intent ? result.error : null);
  const version = String(item.version);
  const t = useT();
  return (
    <>
      <PageHeader
        title={item.filename}
        subtitle={
          <Link to="/cms/media" className="underline">
            {t(m.all)}
          </Link>
        }
      />
      <div className="mb-4">
        <FormNotice message={notice} after={result} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <div className="overflow-hidden rounded-2xl border border-line bg-raised">
            <ResponsiveImage
              image={image}
              sizes="(min-width: 1024px) 640px, 100vw"
              loading="eager"
              className="h-auto w-full"
            />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t(m.uploadedAs)}</dt>
            <dd>{t(m.format, { format: item.format.toUpperCase(), size: formatBytes(item.bytes) })}</dd>
            <dt className="text-muted">{t(m.size)}</dt>
            <dd className="tabular-nums">{t(m.pixels, { width: item.width, height: item.height })}</dd>
            <dt className="text-muted">{t(m.files)}</dt>
            <dd>{t(m.filesText, { widths: [...new Set(item.variants.map((v) => v.width))].join(", ") })}</dd>
            <dt className="text-muted">{t(m.changed)}</dt>
            <dd>{t(m.changedAt, { time: item.updatedAt.slice(0, 16).replace("T", " ") })}</dd>
          </dl>
          <MediaSnippet markdown={item.markdown} />
        </div>
        <div className="space-y-4">
          <section aria-labelledby="media-alt" className={panel}>
            <h2 id="media-alt" className="mb-3 text-base font-semibold">
              {t(m.alt)}
            </h2>
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value="alt" />
              <input type="hidden" name="version" value={version} />
              <TextField
                label={t(m.describe)}
                name="alt"
                defaultValue={item.alt}
                maxLength={maxAlt}
                error={errorFor("alt")}
                hint={t(m.describeHint)}
              />
              <div>
                <SubmitButton>{t(m.saveAlt)}</SubmitButton>
              </div>
            </Form>
          </section>
          <section aria-labelledby="media-replace" className={panel}>
            <h2 id="media-replace" className="mb-3 text-base font-semibold">
              {t(m.replace)}
            </h2>
            <MediaUploadForm
              api={{
                method: "PUT",
                path: `/cms/media/${item.id}/file`,
                headers: { "If-Match": `"${version}"` },
              }}
              done={() => `/cms/media/${item.id}?replaced=1`}
              hidden={{ intent: "replace", version }}
              fileLabel={t(m.newFile)}
              submitLabel={t(m.replaceFile)}
              error={errorFor("replace")}
            />
          </section>
          <section aria-labelledby="media-delete" className={panel}>
            <h2 id="media-delete" className="mb-3 text-base font-semibold">
              {t(m.delete)}
            </h2>
            {result?.intent === "delete" ? <InUse error={result.error} posts={result.posts ?? []} /> : null}
            {confirmDelete ? (
              <Form method="post" className="grid gap-3">
                <input type="hidden" name="intent" value="delete" />
                <p className="text-sm">{t(m.binText, { days: binDays })}</p>
                <div className="flex flex-wrap gap-3">
                  <SubmitButton tone="danger">{t(m.toBin)}</SubmitButton>
                  <Link to="?" className="rounded-lg px-4 py-2 text-sm font-semibold underline">
                    {t(m.keep)}
                  </Link>
                </div>
              </Form>
            ) : (
              <Link to="?confirm=delete" className="text-sm font-semibold text-live underline">
                {t(m.deleteThis)}
              </Link>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

/** Why a delete was refused: the posts still showing the image, each a link to edit it. */
function InUse({ error, posts }: { error: string; posts: Use[] }) {
  const t = useT();
  return (
    <div className="mb-3 space-y-2">
      <FormError message={error} />
      {posts.length > 0 ? (
        <ul className="list-disc space-y-1 ps-5 text-sm">
          {posts.map((post) => (
            <li key={post.id}>
              <Link to={`/cms/posts/${post.id}`} className="underline">
                {post.title}
              </Link>{" "}
              <span className="text-muted">{t(post.as === "cover" ? m.cover : m.inText)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
