import { Form, Link, useActionData, useLoaderData } from "react-router";
import { formatBytes } from "../../../../shared/bytes.ts";
import { MediaSnippet } from "../../../components/cms/media-snippet.tsx";
import { MediaUploadForm } from "../../../components/cms/media-upload.tsx";
import { ResponsiveImage } from "../../../components/content/responsive-image.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/media-item";
import { mediaItemAction, mediaItemLoader } from "./media-item.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.item.filename ?? "Image");

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
  return (
    <>
      <PageHeader
        title={item.filename}
        subtitle={
          <Link to="/cms/media" className="underline">
            All images
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
            <dt className="text-muted">Uploaded as</dt>
            <dd>
              {item.format.toUpperCase()}, {formatBytes(item.bytes)}
            </dd>
            <dt className="text-muted">Size</dt>
            <dd className="tabular-nums">
              {item.width} × {item.height} pixels
            </dd>
            <dt className="text-muted">Files</dt>
            <dd>
              AVIF, WebP and JPEG at {[...new Set(item.variants.map((v) => v.width))].join(", ")} pixels wide
            </dd>
            <dt className="text-muted">Changed</dt>
            <dd>{item.updatedAt.slice(0, 16).replace("T", " ")} UTC</dd>
          </dl>
          <MediaSnippet markdown={item.markdown} />
        </div>
        <div className="space-y-4">
          <section aria-labelledby="media-alt" className={panel}>
            <h2 id="media-alt" className="mb-3 text-base font-semibold">
              Alt text
            </h2>
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value="alt" />
              <input type="hidden" name="version" value={version} />
              <TextField
                label="Describe the image"
                name="alt"
                defaultValue={item.alt}
                maxLength={maxAlt}
                error={errorFor("alt")}
                hint="Say what matters in the picture, e.g. “Calderbridge captain lifts the cup”."
              />
              <div>
                <SubmitButton>Save alt text</SubmitButton>
              </div>
            </Form>
          </section>
          <section aria-labelledby="media-replace" className={panel}>
            <h2 id="media-replace" className="mb-3 text-base font-semibold">
              Replace the file
            </h2>
            <MediaUploadForm
              api={{
                method: "PUT",
                path: `/cms/media/${item.id}/file`,
                headers: { "If-Match": `"${version}"` },
              }}
              done={() => `/cms/media/${item.id}?replaced=1`}
              hidden={{ intent: "replace", version }}
              fileLabel="New image file"
              submitLabel="Replace file"
              error={errorFor("replace")}
            />
          </section>
          <section aria-labelledby="media-delete" className={panel}>
            <h2 id="media-delete" className="mb-3 text-base font-semibold">
              Delete
            </h2>
            {result?.intent === "delete" ? <InUse error={result.error} posts={result.posts ?? []} /> : null}
            {confirmDelete ? (
              <Form method="post" className="grid gap-3">
                <input type="hidden" name="intent" value="delete" />
                <p className="text-sm">
                  Move this image to the bin? It leaves the library and its address stops answering at once;
                  it can be restored from the bin for {binDays} days, then it goes for good with its files.
                </p>
                <div className="flex flex-wrap gap-3">
                  <SubmitButton tone="danger">Move to the bin</SubmitButton>
                  <Link to="?" className="rounded-lg px-4 py-2 text-sm font-semibold underline">
                    Keep it
                  </Link>
                </div>
              </Form>
            ) : (
              <Link to="?confirm=delete" className="text-sm font-semibold text-live underline">
                Delete this image…
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
  return (
    <div className="mb-3 space-y-2">
      <FormError message={error} />
      {posts.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {posts.map((post) => (
            <li key={post.id}>
              <Link to={`/cms/posts/${post.id}`} className="underline">
                {post.title}
              </Link>{" "}
              <span className="text-muted">({post.as === "cover" ? "cover image" : "in the text"})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
