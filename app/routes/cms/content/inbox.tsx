import { Form, Link, useLoaderData } from "react-router";
import { Received, StatusBadge } from "../../../components/cms/inbox-parts.tsx";
import { PageNav } from "../../../components/cms/page-nav.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/inbox";
import { inboxLoader } from "./inbox.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Inbox");

export const loader = (args: Route.LoaderArgs) => inboxLoader(args);

const select = "rounded-lg border border-line bg-surface px-3 py-2 text-sm";

export default function CmsInboxPage() {
  const loaded = useLoaderData<typeof loader>();
  const { filters, messages, topics } = loaded;
  const topicLabel = (value: string) => topics.find((t) => t.value === value)?.label ?? value;
  return (
    <TimeZoneProvider serverTimeZone={loaded.timeZone}>
      <PageHeader title="Inbox" subtitle="Messages from the contact form, newest first." />
      <Form method="get" className="mb-4 grid gap-3 sm:grid-cols-4 sm:items-end">
        <label className="grid gap-1 text-sm font-medium">
          Status
          <select name="status" defaultValue={filters.status} className={select}>
            <option value="">New</option>
            <option value="answered">Answered</option>
            <option value="closed">Closed</option>
            <option value="all">All</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Topic
          <select name="topic" defaultValue={filters.topic} className={select}>
            <option value="">Any topic</option>
            {topics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        </label>
        <TextField label="Search messages" name="q" type="search" defaultValue={filters.q} maxLength={200} />
        <button type="submit" className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg">
          Show messages
        </button>
      </Form>
      {messages.length === 0 ? (
        <EmptyState title="No messages" icon="receipt">
          Nothing matches these filters.
        </EmptyState>
      ) : (
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
      )}
      <PageNav
        label="Inbox pages"
        filters={filters}
        offset={loaded.offset}
        limit={loaded.limit}
        shown={messages.length}
        total={loaded.total}
      />
    </TimeZoneProvider>
  );
}
