import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { Received, StatusBadge } from "../../../components/cms/inbox-parts.tsx";
import { PersonLink } from "../../../components/cms/person-link.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextAreaField } from "../../../components/form/textarea-field.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/inbox-message";
import { inboxMessageAction, inboxMessageLoader } from "./inbox.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Message");

export const loader = (args: Route.LoaderArgs) => inboxMessageLoader(args);
export const action = (args: Route.ActionArgs) => inboxMessageAction(args);

export default function CmsInboxMessagePage() {
  const { message, topicLabel, replyKey, limit, notice, timeZone, names, mayOpenAccounts } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const reopenTo = message.replies.length > 0 ? "answered" : "new";
  const guard = useUnsavedChanges();
  const markSaved = useRef(guard.markSaved);
  markSaved.current = guard.markSaved;
  const replies = message.replies.length;
  // A sent reply comes back with one more reply and an empty form: nothing is unsaved any more.
  useEffect(() => {
    if (replies > 0) markSaved.current();
  }, [replies]);
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <p className="mb-2 text-sm">
        <Link to="/cms/inbox" className="underline">
          Back to the inbox
        </Link>
      </p>
      <PageHeader
        title={`${topicLabel}: ${message.name}`}
        subtitle={<StatusBadge status={message.status} />}
        actions={
          <Form method="post">
            <input type="hidden" name="intent" value="status" />
            {message.status === "closed" ? (
              <SubmitButton tone="plain" name="status" value={reopenTo}>
                Reopen
              </SubmitButton>
            ) : (
              <SubmitButton tone="plain" name="status" value="closed">
                Close
              </SubmitButton>
            )}
          </Form>
        }
      />
      <div className="space-y-4">
        <FormNotice message={result && "done" in result ? result.done : notice} />
        <article className="rounded-2xl border border-line bg-surface p-4 text-sm" aria-label="Message">
          <p className="text-muted">
            From {message.name} &lt;
            <a href={`mailto:${message.email}`} className="break-all underline">
              {message.email}
            </a>
            &gt; · received <Received iso={message.created_at} />
            {message.user_id ? (
              <>
                {" · account "}
                <PersonLink id={message.user_id} name={names[message.user_id]} linked={mayOpenAccounts} />
              </>
            ) : null}
          </p>
          <p className="mt-3 whitespace-pre-wrap break-words">{message.message}</p>
        </article>
        {message.replies.length > 0 ? (
          <section aria-labelledby="replies-heading" className="space-y-2">
            <h2 id="replies-heading" className="text-lg font-semibold">
              Replies
            </h2>
            <ol className="space-y-2">
              {message.replies.map((reply) => (
                <li key={reply.id} className="rounded-2xl border border-line bg-raised p-4 text-sm">
                  <p className="text-muted">
                    Sent <Received iso={reply.created_at} />
                    {reply.sent_by ? (
                      <>
                        {" by "}
                        <PersonLink
                          id={reply.sent_by}
                          name={names[Number(reply.sent_by)]}
                          linked={mayOpenAccounts}
                        />
                      </>
                    ) : null}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap break-words">{reply.body}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <Form method="post" className="space-y-3" aria-labelledby="reply-heading" {...guard.formProps}>
          <h2 id="reply-heading" className="text-lg font-semibold">
            Reply by e-mail
          </h2>
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="reply_key" value={replyKey} />
          <FormError message={result && "error" in result ? result.error : null} />
          <TextAreaField
            key={replyKey}
            label={`Your answer to ${message.email}`}
            name="body"
            rows={6}
            required
            limit={limit}
            defaultValue={result && "body" in result ? result.body : ""}
          />
          <SubmitButton>Send reply</SubmitButton>
        </Form>
      </div>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </TimeZoneProvider>
  );
}
