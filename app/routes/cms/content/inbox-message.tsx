import { Children, useEffect, useRef } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { Received, StatusBadge } from "../../../components/cms/inbox-parts.tsx";
import { PersonLink } from "../../../components/cms/person-link.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextAreaField } from "../../../components/form/textarea-field.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/inbox-message";
import { inboxMessageAction, inboxMessageLoader } from "./inbox.server.ts";

const m = defineMessages({
  message: { id: "cms.inbox-message.message", defaultMessage: "Message" },
  back: { id: "cms.inbox-message.back", defaultMessage: "Back to the inbox" },
  title: { id: "cms.inbox-message.title", defaultMessage: "{topic}: {name}" },
  reopen: { id: "cms.inbox-message.reopen", defaultMessage: "Reopen" },
  close: { id: "cms.inbox-message.close", defaultMessage: "Close" },
  from: {
    id: "cms.inbox-message.from",
    defaultMessage: "From {name} <<mail>{email}</mail>> · received {time}",
  },
  account: { id: "cms.inbox-message.account", defaultMessage: "account" },
  replies: { id: "cms.inbox-message.replies", defaultMessage: "Replies" },
  sent: { id: "cms.inbox-message.sent", defaultMessage: "Sent {time}" },
  by: { id: "cms.inbox-message.by", defaultMessage: "by" },
  replyByEmail: { id: "cms.inbox-message.reply-by-email", defaultMessage: "Reply by e-mail" },
  answerTo: { id: "cms.inbox-message.answer-to", defaultMessage: "Your answer to {email}" },
  send: { id: "cms.inbox-message.send", defaultMessage: "Send reply" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.message);

export const loader = (args: Route.LoaderArgs) => inboxMessageLoader(args);
export const action = (args: Route.ActionArgs) => inboxMessageAction(args);

export default function CmsInboxMessagePage() {
  const { message, topicLabel, replyKey, limit, notice, timeZone, names, mayOpenAccounts } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const reopenTo = message.replies.length > 0 ? "answered" : "new";
  const guard = useUnsavedChanges();
  const t = useT();
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
          {t(m.back)}
        </Link>
      </p>
      <PageHeader
        title={t(m.title, { topic: topicLabel, name: message.name })}
        subtitle={<StatusBadge status={message.status} />}
        actions={
          <Form method="post">
            <input type="hidden" name="intent" value="status" />
            {message.status === "closed" ? (
              <SubmitButton tone="plain" name="status" value={reopenTo}>
                {t(m.reopen)}
              </SubmitButton>
            ) : (
              <SubmitButton tone="plain" name="status" value="closed">
                {t(m.close)}
              </SubmitButton>
            )}
          </Form>
        }
      />
      <div className="space-y-4">
        <FormNotice message={result && "done" in result ? result.done : notice} />
        <article className="rounded-2xl border border-line bg-surface p-4 text-sm" aria-label={t(m.message)}>
          <p className="text-muted">
            {Children.toArray(
              t.rich(m.from, {
                name: message.name,
                email: message.email,
                time: <Received iso={message.created_at} />,
                mail: (chunks) => (
                  <a href={`mailto:${message.email}`} className="break-all underline">
                    {chunks}
                  </a>
                ),
              }),
            )}
            {message.user_id ? (
              <>
                {` · ${t(m.account)} `}
                <PersonLink id={message.user_id} name={names[message.user_id]} linked={mayOpenAccounts} />
              </>
            ) : null}
          </p>
          <p className="mt-3 whitespace-pre-wrap break-words">{message.message}</p>
        </article>
        {message.replies.length > 0 ? (
          <section aria-labelledby="replies-heading" className="space-y-2">
            <h2 id="replies-heading" className="text-lg font-semibold">
              {t(m.replies)}
            </h2>
            <ol className="space-y-2">
              {message.replies.map((reply) => (
                <li key={reply.id} className="rounded-2xl border border-line bg-raised p-4 text-sm">
                  <p className="text-muted">
                    {Children.toArray(t.rich(m.sent, { time: <Received iso={reply.created_at} /> }))}
                    {reply.sent_by ? (
                      <>
                        {` ${t(m.by)} `}
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
            {t(m.replyByEmail)}
          </h2>
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="reply_key" value={replyKey} />
          <FormError message={result && "error" in result ? result.error : null} />
          <TextAreaField
            key={replyKey}
            label={t(m.answerTo, { email: message.email })}
            name="body"
            rows={6}
            required
            limit={limit}
            defaultValue={result && "body" in result ? result.body : ""}
          />
          <SubmitButton>{t(m.send)}</SubmitButton>
        </Form>
      </div>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </TimeZoneProvider>
  );
}
