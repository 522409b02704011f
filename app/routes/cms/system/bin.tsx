import { Form, Link, useActionData, useLoaderData } from "react-router";
import { PersonLink } from "../../../components/cms/person-link.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/bin";
import { binAction, binLoader } from "./bin.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Bin");
export const loader = (args: Route.LoaderArgs) => binLoader(args);
export const action = (args: Route.ActionArgs) => binAction(args);

/** Each kind the bin holds, as staff call it, and what deleting it for good takes with it. */
const KINDS: Record<string, { label: string; purges: string }> = {
  post: { label: "Post", purges: "Its revisions and old addresses go too. This cannot be undone." },
  media: { label: "Image", purges: "Its files go from storage. This cannot be undone." },
  video: { label: "Video", purges: "Its files go too. This cannot be undone." },
  movie: { label: "Film", purges: "Its details and everyone's viewing progress go. This cannot be undone." },
  "tv-programme": {
    label: "TV programme",
    purges: "It leaves the guide's history too. This cannot be undone.",
  },
};

export default function CmsBinPage() {
  const { entries, binDays, notice, timeZone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <PageHeader
        title="Bin"
        subtitle={`Deleted posts, images, videos, films and TV programmes wait here ${binDays} days before they go for good`}
      />
      <div className="mb-4 space-y-2">
        <FormNotice message={notice} />
        <FormError message={result?.error?.message} />
      </div>
      {entries.length === 0 ? (
        <EmptyState title="The bin is empty">
          Posts, images, videos, films and TV programmes you delete wait here for {binDays} days, so they can
          be restored.
        </EmptyState>
      ) : (
        <StaffTable label="Deleted items" labels={["Item", "Deleted", "By", "Days left", "Actions"]}>
          {entries.map((entry) => (
            <tr key={`${entry.type}-${entry.id}`} className="border-b border-line align-top last:border-0">
              <td className="px-3 py-2">
                <span className="font-semibold">{entry.title}</span>{" "}
                <span className="text-muted">({KINDS[entry.type]?.label ?? entry.type})</span>
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
                      Restore<span className="sr-only"> {entry.title}</span>
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
                        title: `Delete “${entry.title}” for good?`,
                        message: KINDS[entry.type]?.purges ?? "This cannot be undone.",
                        action: "Delete now",
                      }}
                    >
                      Delete now<span className="sr-only"> {entry.title}</span>
                    </SubmitButton>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <p className="mt-4 text-sm text-muted">
        Deleting happens from each <Link to="/cms/posts">post</Link>, <Link to="/cms/media">image</Link>,{" "}
        <Link to="/cms/videos">video</Link>, <Link to="/cms/movies">film</Link> or{" "}
        <Link to="/cms/tv">TV programme</Link>.
      </p>
    </TimeZoneProvider>
  );
}
