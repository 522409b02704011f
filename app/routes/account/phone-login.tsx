import { useEffect, useState } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { fieldError, formError, isFailure } from "../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../components/form/submit-button.tsx";
import { TextField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import type { Route } from "./+types/phone-login";
import { phoneAction, phonePageData } from "./passwordless.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Sign in with your phone");

export const middleware = named("guest");

export const loader = (args: Route.LoaderArgs) => phonePageData(args);

export const action = (args: Route.ActionArgs) => phoneAction(args);

export default function PhoneLoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    if (result && !isFailure(result) && result.step === "code") setNumber(result.phoneNumber);
  }, [result]);
  const sentNow = result && !isFailure(result) && result.step === "code" ? result.phoneNumber : null;
  const sentTo = sentNow ?? number;
  const onCodeStep = sentTo !== null && (!isFailure(result) || result.intent === "code");
  return (
    <>
      <PageHeader
        title="Sign in with your phone"
        subtitle="We text you a 6-digit code. No password needed."
      />
      {onCodeStep ? (
        <>
          <Form method="post" className="space-y-4" replace>
            <input type="hidden" name="intent" value="code" />
            <input type="hidden" name="phone_number" value={sentTo} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormNotice
              message={isFailure(result) ? null : `We texted a code to ${sentTo}. It works for 5 minutes.`}
            />
            <FormError message={formError(result)} />
            <TextField
              label="Code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              required
              maxLength={6}
              error={fieldError(result, "code")}
            />
            <SubmitButton>Sign in</SubmitButton>
          </Form>
          <Form method="post" className="mt-4">
            <input type="hidden" name="phone_number" value={sentTo} />
            <SubmitButton tone="plain">Text me a new code</SubmitButton>
          </Form>
        </>
      ) : (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormError message={formError(result)} />
          <TextField
            label="Mobile number"
            name="phone_number"
            type="tel"
            autoComplete="tel"
            hint="With + and the country code, e.g. +44 7912 123456."
            required
            maxLength={30}
            defaultValue={number ?? undefined}
            error={fieldError(result, "phone_number")}
          />
          <SubmitButton>Text me a code</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm text-muted">
        <Link to="/login" className="hover:text-fg">
          Other ways to sign in
        </Link>
      </p>
    </>
  );
}
