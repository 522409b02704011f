import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { SelectField } from "../../components/cms/select-field.tsx";
import { fieldError } from "../../components/form/form-failure.ts";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { EmailField, TextField } from "../../components/form/text-field.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/contact";
import { type ContactResult, contactAction, contactLoader } from "./contact.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Contact");

export const loader = (args: Route.LoaderArgs) => contactLoader(args);
export const action = (args: Route.ActionArgs) => contactAction(args);

/** "in 37 minutes" / "in 1 minute" / "in 45 seconds" for a Retry-After in seconds. */
function waitText(seconds: number) {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

function Sent({ email }: { email: string }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="status"
      className="space-y-2 rounded-2xl border border-accent/40 bg-accent/10 p-4 text-sm outline-none"
    >
      <p className="font-semibold">Thank you, your message was sent.</p>
      <p>We will answer at {email}. A copy of our receipt is on its way there.</p>
      <p>
        <Link to="/contact" className="font-semibold underline">
          Send another message
        </Link>
      </p>
    </div>
  );
}

export default function ContactPage() {
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

  return (
    <>
      <PageHeader title="Contact" subtitle="Questions, corrections and partnerships" />
      <div className="max-w-2xl space-y-4">
        <p className="text-sm">
          Spotted a wrong score, a missing match or a bug? Tell us and we will fix it. Corrections to live
          data are usually made within minutes.
        </p>
        {page.supportEmail ? (
          <p className="text-sm">
            You can also write to{" "}
            <a href={`mailto:${page.supportEmail}`} className="font-semibold underline">
              {page.supportEmail}
            </a>
            .
          </p>
        ) : null}
        {result && "sent" in result ? (
          <Sent email={result.sent.email} />
        ) : (
          <Form method="post" ref={formRef} className="space-y-4" preventScrollReset noValidate>
            <input type="hidden" name="submission" value={page.submission} />
            {failed?.error.code === "too-many-requests" ? (
              <FormError
                message={`${failed.error.message} Please try again ${waitText(failed.retryAfter ?? 3600)}.`}
              />
            ) : failed && !failed.fields ? (
              <FormError message={failed.error.message} />
            ) : null}
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              required
              maxLength={page.limits.name}
              defaultValue={values?.name ?? page.prefill?.name ?? ""}
              error={fieldError(failed, "name")}
            />
            <EmailField
              maxLength={page.limits.email}
              defaultValue={values?.email ?? page.prefill?.email ?? ""}
              error={fieldError(failed, "email")}
            />
            <SelectField
              label="Topic"
              name="topic"
              choices={page.topics}
              defaultValue={values?.topic || "support"}
              error={fieldError(failed, "topic")}
            />
            <TextAreaField
              label="Message"
              name="message"
              required
              rows={8}
              limit={page.limits.message}
              defaultValue={values?.message ?? ""}
              error={fieldError(failed, "message")}
            />
            {/* A field people never see: robots that fill every input fill this one too. */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">Website</label>
              <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <SubmitButton>Send message</SubmitButton>
          </Form>
        )}
      </div>
    </>
  );
}
