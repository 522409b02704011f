import { useEffect, useState } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { authWords } from "../../components/auth/auth-words.ts";
import { fieldError, formError, isFailure } from "../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../components/form/submit-button.tsx";
import { TextField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import type { Route } from "./+types/phone-login";
import { phoneAction, phonePageData } from "./passwordless.server.ts";

const m = defineMessages({
  title: { id: "auth.phone.title", defaultMessage: "Sign in with your phone" },
  subtitle: { id: "auth.phone.subtitle", defaultMessage: "We text you a 6-digit code. No password needed." },
  sent: {
    id: "auth.phone.sent",
    defaultMessage: "We texted a code to {number}. It works for 5 minutes.",
    description: "{number} is the fan's phone number",
  },
  newCode: { id: "auth.phone.new-code", defaultMessage: "Text me a new code" },
  number: { id: "auth.phone.number", defaultMessage: "Mobile number" },
  hint: {
    id: "auth.phone.hint",
    defaultMessage: "With + and the country code, e.g. +44 7912 123456.",
    description: "Under the phone number field; use an example number of the language's main country",
  },
  send: { id: "auth.phone.send", defaultMessage: "Text me a code" },
  otherWays: { id: "auth.phone.other-ways", defaultMessage: "Other ways to sign in" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const middleware = named("guest");

export const loader = (args: Route.LoaderArgs) => phonePageData(args);

export const action = (args: Route.ActionArgs) => phoneAction(args);

export default function PhoneLoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    if (result && !isFailure(result) && result.step === "code") setNumber(result.phoneNumber);
  }, [result]);
  const sentNow = result && !isFailure(result) && result.step === "code" ? result.phoneNumber : null;
  const sentTo = sentNow ?? number;
  const onCodeStep = sentTo !== null && (!isFailure(result) || result.intent === "code");
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      {onCodeStep ? (
        <>
          <Form method="post" className="space-y-4" replace>
            <input type="hidden" name="intent" value="code" />
            <input type="hidden" name="phone_number" value={sentTo} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormNotice message={isFailure(result) ? null : t(m.sent, { number: sentTo })} />
            <FormError message={formError(result)} />
            <TextField
              label={t(authWords.code)}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              required
              maxLength={6}
              error={fieldError(result, "code")}
            />
            <SubmitButton>{t(authWords.signIn)}</SubmitButton>
          </Form>
          <Form method="post" className="mt-4">
            <input type="hidden" name="phone_number" value={sentTo} />
            <SubmitButton tone="plain">{t(m.newCode)}</SubmitButton>
          </Form>
        </>
      ) : (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormError message={formError(result)} />
          <TextField
            label={t(m.number)}
            name="phone_number"
            type="tel"
            autoComplete="tel"
            hint={t(m.hint)}
            required
            maxLength={30}
            defaultValue={number ?? undefined}
            error={fieldError(result, "phone_number")}
          />
          <SubmitButton>{t(m.send)}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm text-muted">
        <Link to="/login" className="hover:text-fg">
          {t(m.otherWays)}
        </Link>
      </p>
    </>
  );
}
