import { Form, Link, useActionData, useLoaderData } from "react-router";
import { formatBytes } from "../../../../shared/bytes.ts";
import {
  BulkBar,
  BulkConfirm,
  type BulkWording,
  bulkDoneMessage,
  TickAll,
  TickOne,
  useTicks,
} from "../../../components/cms/bulk-actions.tsx";
import { MediaUploadForm } from "../../../components/cms/media-upload.tsx";
import { PagedList } from "../../../components/cms/staff-list.tsx";
import { ResponsiveImage } from "../../../components/content/responsive-image.tsx";
import { FormError, FormNotice } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/media";
import { mediaAction, mediaLoader } from "./media.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Media");

export const loader = (args: Route.LoaderArgs) => mediaLoader(args);
export const action = (args: Route.ActionArgs) => mediaAction(args);

type Loaded = Awaited<ReturnType<typeof mediaLoader>>;

/** The bulk action's words; a deleted image waits `binDays` in the bin. */
const wordingFor = (binDays: number): BulkWording<Loaded["bulkActions"][number]> => ({
  count: (n) => `${n} ${n === 1 ? "image" : "images"}`,
  actions: {
    delete: {
      menu: "Delete",
      verb: "Delete",
      done: "deleted",
      unchanged: "already deleted",
      consequence: `They leave the library at once and wait in the bin for ${binDays} days, where they can be restored. An image a post still shows is refused, and then nothing is deleted.`,
      danger: true,
    },
  },
});

/** The media library: upload, search, and every image as a thumbnail with its size. */
export default function CmsMediaPage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const ticks = useTicks(page.items.map((item) => item.id));
  const WORDING = wordingFor(page.binDays);
  const keep = { q: page.q, offset: page.offset ? String(page.offset) : "" };
  const listAddress = `?${new URLSearchParams(Object.entries(keep).filter(([, value]) => value))}`;
  return (
    <>
      <PageHeader title="Media" subtitle="Images for posts and pages, stored in sizes for every screen." />
      <div className="mb-4">
        <FormNotice
          message={
            page.deleted ? "The image is in the bin." : page.done ? bulkDoneMessage(WORDING, page.done) : null
          }
        />
        {page.nothingChosen ? (
          <FormError message="Tick the images first, then choose what to do with them." />
        ) : null}
        <FormError message={refused && "bulk" in refused ? refused.error : null} />
      </div>
      {page.confirm ? <BulkConfirm wording={WORDING} {...page.confirm} cancel={listAddress} /> : null}
      <section aria-labelledby="media-upload" className="mb-6 rounded-2xl border border-line bg-surface p-4">
        <h2 id="media-upload" className="mb-3 text-base font-semibold">
          Upload an image
        </h2>
        <MediaUploadForm
          api={{ method: "POST", path: "/cms/media", headers: {} }}
          done={(sent) => `/cms/media/${sent.id}?uploaded=1`}
          hidden={{ submission: page.submission }}
          fileLabel="Image file"
          submitLabel="Upload"
          error={refused && !("bulk" in refused) ? refused.error : undefined}
        >
          <TextField
            label="Alt text"
            name="alt"
            maxLength={page.maxAlt}
            hint="What the image shows, for people who cannot see it. You can add it later."
          />
        </MediaUploadForm>
      </section>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextField label="Search by file name or alt text" name="q" defaultValue={page.q} maxLength={100} />
        </div>
        <button
          type="submit"
          className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
        >
          Find images
        </button>
      </Form>
      <PagedList
        label="Media pages"
        filters={{ q: page.q || undefined }}
        page={page}
        count={page.items.length}
        empty={
          <EmptyState title={page.q ? "No images match" : "No images yet"}>
            {page.q ? "Try another word from the file name or alt text." : "Uploaded images appear here."}
          </EmptyState>
        }
      >
        <div className="flex flex-wrap items-end gap-x-4">
          <BulkBar
            id="media-bulk"
            label="Bulk action on images"
            menuLabel="With the ticked images"
            wording={WORDING}
            actions={page.bulkActions}
            ticks={ticks}
            keep={keep}
          />
          <TickAll ticks={ticks} label="Tick every image on this page" shown />
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Images">
          {page.items.map((item) => (
            <li key={item.id} className="relative overflow-hidden rounded-xl border border-line bg-surface">
              <span className="absolute top-2 left-2 z-10 rounded-md bg-surface/90 p-1.5 leading-none">
                <TickOne ticks={ticks} form="media-bulk" id={item.id} label={`Tick ${item.filename}`} />
              </span>
              <Link to={`/cms/media/${item.id}`} className="block focus-visible:outline-2">
                <div className="aspect-[4/3] bg-raised">
                  <ResponsiveImage
                    image={item.image}
                    sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
                    alt=""
                    className="h-full w-full object-cover"
                  />
                </div>
                <div className="grid gap-0.5 p-2 text-sm">
                  <span className="truncate font-semibold underline" title={item.filename}>
                    {item.filename}
                  </span>
                  <span className="text-muted tabular-nums">
                    {item.width} × {item.height} · {formatBytes(item.bytes)}
                  </span>
                  {item.alt ? null : <span className="text-muted">No alt text</span>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </PagedList>
    </>
  );
}
