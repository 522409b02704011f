import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { SelectField } from "../../components/cms/select-field.tsx";
import { fieldError } from "../../components/form/form-failure.ts";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { EmailField, TextField } from "../../components/form/text-field.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/contact";
import { type ContactResult, contactAction, contactLoader } from "./contact.server.ts";

const m = defineMessages({
  title: { id: "content.contact.title", defaultMessage: "Contact", description: "The contact page's title" },
  subtitle: { id: "content.contact.subtitle", defaultMessage: "Questions, corrections and partnerships" },
  intro: {
    id: "content.contact.intro",
    defaultMessage:
      "Spotted a wrong score, a missing match or a bug? Tell us and we will fix it. Corrections to live data are usually made within minutes.",
  },
  writeTo: {
    id: "content.contact.write-to",
    defaultMessage: "You can also write to <link>{email}</link>.",
    description: "email is the support address, shown as a mail link",
  },
  sent: { id: "content.contact.sent", defaultMessage: "Thank you, your message was sent." },
  answerAt: {
    id: "content.contact.answer-at",
    defaultMessage: "We will answer at {email}. A copy of our receipt is on its way there.",
  },
  another: { id: "content.contact.another", defaultMessage: "Send another message" },
  retryInSeconds: {
    id: "content.contact.retry-in-seconds",
    defaultMessage:
      "You have sent several messages in the last hour. Please try again in {seconds, plural, one {# second} other {# seconds}}.",
  },
  retryInMinutes: {
    id: "content.contact.retry-in-minutes",
    defaultMessage:
      "You have sent several messages in the last hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  },
  name: { id: "content.contact.name", defaultMessage: "Name", description: "Form field" },
  email: { id: "content.contact.email", defaultMessage: "E-mail", description: "Form field" },
  topic: {
    id: "content.contact.topic",
    defaultMessage: "Topic",
    description: "Form field: what the message is about",
  },
  message: { id: "content.contact.message", defaultMessage: "Message", description: "Form field" },
  website: {
    id: "content.contact.website",
    defaultMessage: "Website",
    description: "A hidden field only robots fill in",
  },
  send: { id: "content.contact.send", defaultMessage: "Send message", description: "The form's button" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => contactLoader(args);
export const action = (args: Route.ActionArgs) => contactAction(args);

function Sent({ email }: { email: string }) {
  const t = useT();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="status"
      className="space-y-2 rounded-2xl border border-accent/40 bg-accent/10 p-4 text-sm outline-none"
    >
      <p className="font-semibold">{t(m.sent)}</p>
      <p>{t(m.answerAt, { email })}</p>
      <p>
        <Link to="/contact" className="font-semibold underline">
          {t(m.another)}
        </Link>
      </p>
    </div>
  );
}

export default function ContactPage() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ContactResult | undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const failed = result && "error" in result ? result : null;
  const values = failed?.values;

  // After a refusal, take the visitor to the first field to fix.
  useEffect(() => {
    if (!failed?.fields) return;
    const first = Object.keys(failed.fields)[0];
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [failed]);

  /** "… Please try again in 37 minutes." / "in 1 minute" / "in 45 seconds", for a Retry-After in seconds. */
  const tooMany = (seconds: number) =>
    seconds < 60
      ? t(m.retryInSeconds, { seconds })
      : t(m.retryInMinutes, { minutes: Math.ceil(seconds / 60) });

  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <div className="max-w-2xl space-y-4">
        <p className="text-sm">{t(m.intro)}</p>
        {page.supportEmail ? (
          <p className="text-sm">
            {t.rich(m.writeTo, {
              email: page.supportEmail,
              link: (chunks) => (
                <a key="mail" href={`mailto:${page.supportEmail}`} className="font-semibold underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        ) : null}
        {result && "sent" in result ? (
          <Sent email={result.sent.email} />
        ) : (
          <Form method="post" ref={formRef} className="space-y-4" preventScrollReset noValidate>
            <input type="hidden" name="submission" value={page.submission} />
            {failed?.error.code === "too-many-requests" ? (
              <FormError message={tooMany(failed.retryAfter ?? 3600)} />
            ) : failed && !failed.fields ? (
              <FormError message={failed.error.message} />
            ) : null}
            <TextField
              label={t(m.name)}
              name="name"
              autoComplete="name"
              required
              maxLength={page.limits.name}
              defaultValue={values?.name ?? page.prefill?.name ?? ""}
              error={fieldError(failed, "name")}
            />
            <EmailField
              label={t(m.email)}
              maxLength={page.limits.email}
              defaultValue={values?.email ?? page.prefill?.email ?? ""}
              error={fieldError(failed, "email")}
            />
            <SelectField
              label={t(m.topic)}
              name="topic"
              choices={page.topics}
              defaultValue={values?.topic || "support"}
              error={fieldError(failed, "topic")}
            />
            <TextAreaField
              label={t(m.message)}
              name="message"
              required
              rows={8}
              limit={page.limits.message}
              defaultValue={values?.message ?? ""}
              error={fieldError(failed, "message")}
            />
            {/* A field people never see: robots that fill every input fill this one too. */}
            <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">{t(m.website)}</label>
              <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <SubmitButton>{t(m.send)}</SubmitButton>
          </Form>
        )}
      </div>
    </>
  );
}
