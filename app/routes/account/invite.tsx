import { Form, Link, useActionData, useLoaderData } from "react-router";
import { fieldError, formError } from "../../components/form/form-failure.ts";
import { NewPasswordField } from "../../components/form/password-field.tsx";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { TextField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/invite";
import { acceptInviteAction, invitePageData } from "./invite.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Join the staff"),
  // The address holds the invitation's key: no search engine, no referrer.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

// The page names an address and its link is a key: no cache, shared or the browser's, keeps it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const loader = (args: Route.LoaderArgs) => invitePageData(args);

export const action = (args: Route.ActionArgs) => acceptInviteAction(args);

/** What each role opens, in the words of the admin area's navigation. */
const ROLE_WORK: Record<string, string> = {
  editor: "write posts, pages and videos",
  moderator: "moderate chat and look accounts up, besides an editor's work",
  operator: "run live matches, odds and imports, besides a moderator's work",
  admin: "manage people, plans and payments, and read the audit log, besides everything else",
};

export default function InvitePage() {
  const { invite, deadLink, signedInAs } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!invite) {
    return (
      <>
        <PageHeader title="Join the staff" />
        <FormError message={deadLink} />
        <p className="mt-6 text-center text-sm text-muted">
          <Link to="/cms/login" className="hover:text-fg">
            Staff sign-in
          </Link>
        </p>
      </>
    );
  }
  const article = /^[aeiou]/.test(invite.role) ? "an" : "a";
  const twoStep = invite.role === "operator" || invite.role === "admin";
  return (
    <>
      <PageHeader
        title="Join the staff"
        subtitle={`${invite.invitedBy} invited you as ${article} ${invite.role}: you'll ${ROLE_WORK[invite.role] ?? "work in the admin area"}.`}
      />
      <Form method="post" className="space-y-4" replace>
        <FormError message={formError(result)} />
        {signedInAs ? (
          <p className="rounded-md border border-line p-3 text-sm">
            You're signed in as {signedInAs}. Accepting makes a new account for {invite.email} and signs you
            in with it.
          </p>
        ) : null}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          value={invite.email}
          readOnly
          autoComplete="username"
        />
        <TextField
          label="Display name"
          name="display_name"
          autoComplete="name"
          required
          maxLength={60}
          counter
          hint="Shown to other staff and in the audit log."
          error={fieldError(result, "display_name")}
        />
        <NewPasswordField error={fieldError(result, "password")} />
        {twoStep ? (
          <p className="text-sm text-muted">
            Next you'll set up two-step sign-in with an authenticator app: {invite.role}s need it before the
            admin area opens.
          </p>
        ) : null}
        <SubmitButton>Accept and create account</SubmitButton>
      </Form>
      <p className="mt-4 text-center text-sm text-muted">
        The invitation works for {invite.daysLeft === 1 ? "1 more day" : `${invite.daysLeft} more days`}.
      </p>
    </>
  );
}
