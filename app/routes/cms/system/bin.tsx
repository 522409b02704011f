import { Children } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { PersonLink } from "../../../components/cms/person-link.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/bin";
import { binAction, binLoader } from "./bin.server.ts";

const m = defineMessages({
  title: { id: "cms.bin.title", defaultMessage: "Bin" },
  subtitle: {
    id: "cms.bin.subtitle",
    defaultMessage:
      "Deleted posts, images, videos, films and TV programmes wait here {days} days before they go for good",
  },
  empty: { id: "cms.bin.empty", defaultMessage: "The bin is empty" },
  emptyText: {
    id: "cms.bin.empty-text",
    defaultMessage:
      "Posts, images, videos, films and TV programmes you delete wait here for {days} days, so they can be restored.",
  },
  deleted: { id: "cms.bin.deleted", defaultMessage: "Deleted items" },
  item: { id: "cms.bin.item", defaultMessage: "Item" },
  deletedCol: { id: "cms.bin.deleted-col", defaultMessage: "Deleted" },
  by: { id: "cms.bin.by", defaultMessage: "By" },
  daysLeft: { id: "cms.bin.days-left", defaultMessage: "Days left" },
  actions: { id: "cms.bin.actions", defaultMessage: "Actions" },
  restore: { id: "cms.bin.restore", defaultMessage: "Restore" },
  forGood: { id: "cms.bin.for-good", defaultMessage: "Delete “{title}” for good?" },
  cannotUndo: { id: "cms.bin.cannot-undo", defaultMessage: "This cannot be undone." },
  deleteNow: { id: "cms.bin.delete-now", defaultMessage: "Delete now" },
  whereFrom: {
    id: "cms.bin.where-from",
    defaultMessage:
      "Deleting happens from each <post>post</post>, <image>image</image>, <video>video</video>, <film>film</film> or <tv>TV programme</tv>.",
  },
});
export const loader = (args: Route.LoaderArgs) => binLoader(args);
export const action = (args: Route.ActionArgs) => binAction(args);

/** Each kind the bin holds, as staff call it, and what deleting it for good takes with it. */
const KINDS: Record<string, { label: MessageDescriptor; purges: MessageDescriptor }> = {
  post: defineMessages({
    label: { id: "cms.bin.kind.post", defaultMessage: "Post" },
    purges: {
      id: "cms.bin.purges.post",
      defaultMessage: "Its revisions and old addresses go too. This cannot be undone.",
    },
  }),
  media: defineMessages({
    label: { id: "cms.bin.kind.media", defaultMessage: "Image" },
    purges: {
      id: "cms.bin.purges.media",
      defaultMessage: "Its files go from storage. This cannot be undone.",
    },
  }),
  video: defineMessages({
    label: { id: "cms.bin.kind.video", defaultMessage: "Video" },
    purges: { id: "cms.bin.purges.video", defaultMessage: "Its files go too. This cannot be undone." },
  }),
  movie: defineMessages({
    label: { id: "cms.bin.kind.movie", defaultMessage: "Film" },
    purges: {
      id: "cms.bin.purges.movie",
      defaultMessage: "Its details and everyone's viewing progress go. This cannot be undone.",
    },
  }),
  "tv-programme": defineMessages({
    label: { id: "cms.bin.kind.tv-programme", defaultMessage: "TV programme" },
    purges: {
      id: "cms.bin.purges.tv-programme",
      defaultMessage: "It leaves the guide's history too. This cannot be undone.",
    },
  }),
};

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export default function CmsBinPage() {
  const { entries, binDays, notice, timeZone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle, { days: binDays })} />
      <div className="mb-4 space-y-2">
        <FormNotice message={notice} />
        <FormError message={result?.error?.message} />
      </div>
      {entries.length === 0 ? (
        <EmptyState title={t(m.empty)}>{t(m.emptyText, { days: binDays })}</EmptyState>
      ) : (
        <StaffTable
          label={t(m.deleted)}
          labels={[t(m.item), t(m.deletedCol), t(m.by), t(m.daysLeft), t(m.actions)]}
        >
          {entries.map((entry) => (
            <tr key={`${entry.type}-${entry.id}`} className="border-b border-line align-top last:border-0">
              <td className="px-3 py-2">
                <span className="font-semibold">{entry.title}</span>{" "}
                <span className="text-muted">
                  ({KINDS[entry.type] ? t(KINDS[entry.type]!.label) : entry.type})
                </span>
              </td>
              <td className="px-3 py-2">
                <StaffTime iso={entry.deleted_at} />
              </td>
              <td className="px-3 py-2">
                {entry.deleted_by === null ? (
                  "—"
                ) : (
                  <PersonLink
                    id={entry.deleted_by.id}
                    name={entry.deleted_by.name ?? entry.deleted_by.id}
                    linked={entry.deleted_by.account}
                  />
                )}
              </td>
              <td className="px-3 py-2 tabular-nums">{entry.days_left}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="type" value={entry.type} />
                    <input type="hidden" name="id" value={entry.id} />
                    <SubmitButton name="intent" value="restore" tone="plain">
                      {t(m.restore)}
                      <span className="sr-only"> {entry.title}</span>
                    </SubmitButton>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="type" value={entry.type} />
                    <input type="hidden" name="id" value={entry.id} />
                    <SubmitButton
                      name="intent"
                      value="purge"
                      tone="danger"
                      confirm={{
                        title: t(m.forGood, { title: entry.title }),
                        message: KINDS[entry.type] ? t(KINDS[entry.type]!.purges) : t(m.cannotUndo),
                        action: t(m.deleteNow),
                      }}
                    >
                      {t(m.deleteNow)}
                      <span className="sr-only"> {entry.title}</span>
                    </SubmitButton>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <p className="mt-4 text-sm text-muted">
        {Children.toArray(
          t.rich(m.whereFrom, {
            post: (chunks) => <Link to="/cms/posts">{chunks}</Link>,
            image: (chunks) => <Link to="/cms/media">{chunks}</Link>,
            video: (chunks) => <Link to="/cms/videos">{chunks}</Link>,
            film: (chunks) => <Link to="/cms/movies">{chunks}</Link>,
            tv: (chunks) => <Link to="/cms/tv">{chunks}</Link>,
          }),
        )}
      </p>
    </TimeZoneProvider>
  );
}
