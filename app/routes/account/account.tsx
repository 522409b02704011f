import { Link, useActionData, useLoaderData } from "react-router";
import type { AccountResult } from "../../components/auth/account-result.ts";
import { DeleteSection } from "../../components/auth/delete-section.tsx";
import { LanguageSection } from "../../components/auth/language-section.tsx";
import { PasskeysSection } from "../../components/auth/passkeys-section.tsx";
import { PasswordSection } from "../../components/auth/password-section.tsx";
import { ProfileSection } from "../../components/auth/profile-section.tsx";
import { SessionsSection } from "../../components/auth/sessions-section.tsx";
import { SignInMethodsSection } from "../../components/auth/sign-in-methods-section.tsx";
import { TwoStepSection, twoStepShouldRevalidate } from "../../components/auth/two-step-section.tsx";
import { AccountBillingSection } from "../../components/billing/account-section.tsx";
import { FormNotice } from "../../components/form/submit-button.tsx";
import { OddsPreferenceSection } from "../../components/odds/odds-preference-section.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/account";
import { accountAction, accountData } from "./account.server.ts";

const m = defineMessages({
  title: { id: "account.page.title", defaultMessage: "Your account" },
  signedInAs: {
    id: "account.page.signed-in-as",
    defaultMessage: "Signed in as {name}",
    description: "{name} is the fan's display name",
  },
  welcome: {
    id: "account.page.welcome",
    defaultMessage: "Welcome, {name}! We sent a link to {email} to confirm your address.",
    description: "Just after registering",
  },
  twoStepRequired: {
    id: "account.page.two-step-required",
    defaultMessage:
      "Your staff role needs two-step verification before you can use the admin area. Set it up below, or sign in with a passkey, then <link>return to the admin area</link>.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => accountData(args);

export const action = (args: Route.ActionArgs) => accountAction(args);

export const shouldRevalidate = twoStepShouldRevalidate;

export default function AccountPage() {
  const {
    user,
    sessions,
    methods,
    passkeys,
    passkeysOn,
    linking,
    welcome,
    twoStepRequired,
    twoStepSetup,
    staff,
    billing,
    odds,
  } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AccountResult;
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.signedInAs, { name: user.display_name })} />
      <div className="space-y-5">
        {welcome ? (
          <FormNotice message={t(m.welcome, { name: user.display_name, email: user.email ?? "" })} />
        ) : null}
        {twoStepRequired && !user.two_factor_enabled ? (
          <p role="alert" className="rounded-lg border border-live bg-raised px-3 py-2 text-sm">
            {t.rich(m.twoStepRequired, {
              link: (chunks) => (
                <Link key="admin" to="/cms" reloadDocument className="font-semibold underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : null}
        <AccountBillingSection billing={billing} result={result} />
        <SignInMethodsSection user={user} methods={methods} linking={linking} result={result} />
        {user.anonymous ? null : <PasskeysSection passkeys={passkeys} enabled={passkeysOn} result={result} />}
        <ProfileSection user={user} result={result} />
        <LanguageSection />
        {odds ? (
          <OddsPreferenceSection preference={odds.preference} siteFormat={odds.siteFormat} result={result} />
        ) : null}
        <PasswordSection hasPassword={user.has_password} result={result} />
        <TwoStepSection
          enabled={user.two_factor_enabled}
          hasPassword={user.has_password}
          pending={twoStepSetup}
          staff={staff}
          result={result}
        />
        <SessionsSection sessions={sessions} result={result} />
        <DeleteSection hasPassword={user.has_password} result={result} />
      </div>
    </>
  );
}
