import { Form, Link, useActionData, useLoaderData } from "react-router";
import { formatBytes } from "../../../../shared/bytes.ts";
import type { Translator } from "../../../../shared/i18n/messages.ts";
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
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/media";
import { mediaAction, mediaLoader } from "./media.server.ts";

const m = defineMessages({
  title: { id: "cms.media.title", defaultMessage: "Media" },
  subtitle: {
    id: "cms.media.subtitle",
    defaultMessage: "Images for posts and pages, stored in sizes for every screen.",
  },
  inBin: { id: "cms.media.in-bin", defaultMessage: "The image is in the bin." },
  tickFirst: {
    id: "cms.media.tick-first",
    defaultMessage: "Tick the images first, then choose what to do with them.",
  },
  upload: { id: "cms.media.upload", defaultMessage: "Upload an image" },
  file: { id: "cms.media.file", defaultMessage: "Image file" },
  send: { id: "cms.media.send", defaultMessage: "Upload" },
  alt: { id: "cms.media.alt", defaultMessage: "Alt text" },
  altHint: {
    id: "cms.media.alt-hint",
    defaultMessage: "What the image shows, for people who cannot see it. You can add it later.",
  },
  search: { id: "cms.media.search", defaultMessage: "Search by file name or alt text" },
  find: { id: "cms.media.find", defaultMessage: "Find images" },
  pages: { id: "cms.media.pages", defaultMessage: "Media pages" },
  noneMatch: { id: "cms.media.none-match", defaultMessage: "No images match" },
  noneYet: { id: "cms.media.none-yet", defaultMessage: "No images yet" },
  tryAnother: {
    id: "cms.media.try-another",
    defaultMessage: "Try another word from the file name or alt text.",
  },
  appearHere: { id: "cms.media.appear-here", defaultMessage: "Uploaded images appear here." },
  bulk: { id: "cms.media.bulk", defaultMessage: "Bulk action on images" },
  withTicked: { id: "cms.media.with-ticked", defaultMessage: "With the ticked images" },
  tickAll: { id: "cms.media.tick-all", defaultMessage: "Tick every image on this page" },
  images: { id: "cms.media.images", defaultMessage: "Images" },
  tickOne: { id: "cms.media.tick-one", defaultMessage: "Tick {name}" },
  noAlt: { id: "cms.media.no-alt", defaultMessage: "No alt text" },
  ticked: {
    id: "cms.media.bulk.ticked",
    defaultMessage: "{count, plural, one {# image ticked} other {# images ticked}}",
  },
  deleteMenu: { id: "cms.media.bulk.delete.menu", defaultMessage: "Delete" },
  deleteAsk: {
    id: "cms.media.bulk.delete.ask",
    defaultMessage: "{count, plural, one {Delete # image?} other {Delete # images?}}",
  },
  deleteYes: {
    id: "cms.media.bulk.delete.yes",
    defaultMessage: "{count, plural, one {Yes, delete # image} other {Yes, delete # images}}",
  },
  deleteDone: {
    id: "cms.media.bulk.delete.done",
    defaultMessage: "{count, plural, one {# image deleted} other {# images deleted}}",
  },
  deleteUnchanged: { id: "cms.media.bulk.delete.unchanged", defaultMessage: "{count} already deleted" },
  deleteConsequence: {
    id: "cms.media.bulk.delete.consequence",
    defaultMessage:
      "They leave the library at once and wait in the bin for {days} days, where they can be restored. An image a post still shows is refused, and then nothing is deleted.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => mediaLoader(args);
export const action = (args: Route.ActionArgs) => mediaAction(args);

type Loaded = Awaited<ReturnType<typeof mediaLoader>>;

/** The bulk action's words; a deleted image waits `binDays` in the bin. */
const wordingFor = (binDays: number, t: Translator): BulkWording<Loaded["bulkActions"][number]> => ({
  ticked: (count) => t(m.ticked, { count }),
  actions: {
    delete: {
      menu: t(m.deleteMenu),
      ask: (count) => t(m.deleteAsk, { count }),
      yes: (count) => t(m.deleteYes, { count }),
      done: (count) => t(m.deleteDone, { count }),
      unchanged: (count) => t(m.deleteUnchanged, { count }),
      consequence: t(m.deleteConsequence, { days: binDays }),
      danger: true,
    },
  },
});

/** The media library: upload, search, and every image as a thumbnail with its size. */
export default function CmsMediaPage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const ticks = useTicks(page.items.map((item) => item.id));
  const t = useT();
  const WORDING = wordingFor(page.binDays, t);
  const keep = { q: page.q, offset: page.offset ? String(page.offset) : "" };
  const listAddress = `?${new URLSearchParams(Object.entries(keep).filter(([, value]) => value))}`;
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <div className="mb-4">
        <FormNotice
          message={page.deleted ? t(m.inBin) : page.done ? bulkDoneMessage(WORDING, page.done, t) : null}
        />
        {page.nothingChosen ? <FormError message={t(m.tickFirst)} /> : null}
        <FormError message={refused && "bulk" in refused ? refused.error : null} />
      </div>
      {page.confirm ? <BulkConfirm wording={WORDING} {...page.confirm} cancel={listAddress} /> : null}
      <section aria-labelledby="media-upload" className="mb-6 rounded-2xl border border-line bg-surface p-4">
        <h2 id="media-upload" className="mb-3 text-base font-semibold">
          {t(m.upload)}
        </h2>
        <MediaUploadForm
          api={{ method: "POST", path: "/cms/media", headers: {} }}
          done={(sent) => `/cms/media/${sent.id}?uploaded=1`}
          hidden={{ submission: page.submission }}
          fileLabel={t(m.file)}
          submitLabel={t(m.send)}
          error={refused && !("bulk" in refused) ? refused.error : undefined}
        >
          <TextField label={t(m.alt)} name="alt" maxLength={page.maxAlt} hint={t(m.altHint)} />
        </MediaUploadForm>
      </section>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextField label={t(m.search)} name="q" defaultValue={page.q} maxLength={100} />
        </div>
        <button
          type="submit"
          className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
        >
          {t(m.find)}
        </button>
      </Form>
      <PagedList
        label={t(m.pages)}
        filters={{ q: page.q || undefined }}
        page={page}
        count={page.items.length}
        empty={
          <EmptyState title={t(page.q ? m.noneMatch : m.noneYet)}>
            {t(page.q ? m.tryAnother : m.appearHere)}
          </EmptyState>
        }
      >
        <div className="flex flex-wrap items-end gap-x-4">
          <BulkBar
            id="media-bulk"
            label={t(m.bulk)}
            menuLabel={t(m.withTicked)}
            wording={WORDING}
            actions={page.bulkActions}
            ticks={ticks}
            keep={keep}
          />
          <TickAll ticks={ticks} label={t(m.tickAll)} shown />
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t(m.images)}>
          {page.items.map((item) => (
            <li key={item.id} className="relative overflow-hidden rounded-xl border border-line bg-surface">
              <span className="absolute top-2 start-2 z-10 rounded-md bg-surface/90 p-1.5 leading-none">
                <TickOne
                  ticks={ticks}
                  form="media-bulk"
                  id={item.id}
                  label={t(m.tickOne, { name: item.filename })}
                />
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
                  {item.alt ? null : <span className="text-muted">{t(m.noAlt)}</span>}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </PagedList>
    </>
  );
}
