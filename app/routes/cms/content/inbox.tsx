import { Link, useLoaderData } from "react-router";
import { Received, StatusBadge } from "../../../components/cms/inbox-parts.tsx";
import { FilterForm, FilterSelect, PagedList } from "../../../components/cms/staff-list.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/inbox";
import { inboxLoader } from "./inbox.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Inbox");

export const loader = (args: Route.LoaderArgs) => inboxLoader(args);

export default function CmsInboxPage() {
  const loaded = useLoaderData<typeof loader>();
  const { filters, messages, topics } = loaded;
  const topicLabel = (value: string) => topics.find((t) => t.value === value)?.label ?? value;
  return (
    <TimeZoneProvider serverTimeZone={loaded.timeZone}>
      <PageHeader title="Inbox" subtitle="Messages from the contact form, newest first." />
      <FilterForm submitLabel="Show messages">
        <FilterSelect
          label="Status"
          name="status"
          defaultValue={filters.status}
          any="New"
          choices={[
            { value: "answered", label: "Answered" },
            { value: "closed", label: "Closed" },
            { value: "all", label: "All" },
          ]}
        />
        <FilterSelect
          label="Topic"
          name="topic"
          defaultValue={filters.topic}
          any="Any topic"
          choices={topics}
        />
        <TextField label="Search messages" name="q" type="search" defaultValue={filters.q} maxLength={200} />
      </FilterForm>
      <PagedList
        label="Inbox pages"
        filters={filters}
        page={loaded}
        count={messages.length}
        empty={
          <EmptyState title="No messages" icon="receipt">
            Nothing matches these filters.
          </EmptyState>
        }
      >
        <ul className="grid gap-3" aria-label="Messages">
          {messages.map((message) => (
            <li key={message.id} className="rounded-2xl border border-line bg-surface p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">
                  <Link to={`/cms/inbox/${message.id}`} className="underline">
                    {message.name} · {topicLabel(message.topic)}
                  </Link>
                </h2>
                <span className="flex items-center gap-2 text-muted">
                  <StatusBadge status={message.status} />
                  <Received iso={message.created_at} />
                </span>
              </div>
              <p className="mt-1 break-all text-muted">{message.email}</p>
              <p className="mt-2 line-clamp-2 whitespace-pre-wrap break-words">{message.message}</p>
            </li>
          ))}
        </ul>
      </PagedList>
    </TimeZoneProvider>
  );
}
