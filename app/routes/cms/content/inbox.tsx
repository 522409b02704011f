import { Link, useLoaderData } from "react-router";
import { Received, StatusBadge } from "../../../components/cms/inbox-parts.tsx";
import { FilterForm, FilterSelect, PagedList } from "../../../components/cms/staff-list.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/inbox";
import { inboxLoader } from "./inbox.server.ts";

const m = defineMessages({
  title: { id: "cms.inbox.title", defaultMessage: "Inbox" },
  subtitle: { id: "cms.inbox.subtitle", defaultMessage: "Messages from the contact form, newest first." },
  show: { id: "cms.inbox.show", defaultMessage: "Show messages" },
  status: { id: "cms.inbox.status", defaultMessage: "Status" },
  new: { id: "cms.inbox.new", defaultMessage: "New" },
  answered: { id: "cms.inbox.answered", defaultMessage: "Answered" },
  closed: { id: "cms.inbox.closed", defaultMessage: "Closed" },
  all: { id: "cms.inbox.all", defaultMessage: "All" },
  topic: { id: "cms.inbox.topic", defaultMessage: "Topic" },
  anyTopic: { id: "cms.inbox.any-topic", defaultMessage: "Any topic" },
  search: { id: "cms.inbox.search", defaultMessage: "Search messages" },
  pages: { id: "cms.inbox.pages", defaultMessage: "Inbox pages" },
  none: { id: "cms.inbox.none", defaultMessage: "No messages" },
  noMatch: { id: "cms.inbox.no-match", defaultMessage: "Nothing matches these filters." },
  messages: { id: "cms.inbox.messages", defaultMessage: "Messages" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => inboxLoader(args);

export default function CmsInboxPage() {
  const loaded = useLoaderData<typeof loader>();
  const { filters, messages, topics } = loaded;
  const topicLabel = (value: string) => topics.find((topic) => topic.value === value)?.label ?? value;
  const t = useT();
  return (
    <TimeZoneProvider serverTimeZone={loaded.timeZone}>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <FilterForm submitLabel={t(m.show)}>
        <FilterSelect
          label={t(m.status)}
          name="status"
          defaultValue={filters.status}
          any={t(m.new)}
          choices={[
            { value: "answered", label: t(m.answered) },
            { value: "closed", label: t(m.closed) },
            { value: "all", label: t(m.all) },
          ]}
        />
        <FilterSelect
          label={t(m.topic)}
          name="topic"
          defaultValue={filters.topic}
          any={t(m.anyTopic)}
          choices={topics}
        />
        <TextField label={t(m.search)} name="q" type="search" defaultValue={filters.q} maxLength={200} />
      </FilterForm>
      <PagedList
        label={t(m.pages)}
        filters={filters}
        page={loaded}
        count={messages.length}
        empty={
          <EmptyState title={t(m.none)} icon="receipt">
            {t(m.noMatch)}
          </EmptyState>
        }
      >
        <ul className="grid gap-3" aria-label={t(m.messages)}>
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
