import { Form, Link, useActionData, useLoaderData } from "react-router";
import { authWords } from "../../components/auth/auth-words.ts";
import { fieldError, formError } from "../../components/form/form-failure.ts";
import { NewPasswordField } from "../../components/form/password-field.tsx";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { TextField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/invite";
import { acceptInviteAction, invitePageData } from "./invite.server.ts";

const m = defineMessages({
  title: {
    id: "auth.invite.title",
    defaultMessage: "Join the staff",
    description: "An invitation to the admin area",
  },
  staffSignIn: { id: "auth.invite.staff-sign-in", defaultMessage: "Staff sign-in" },
  invited: {
    id: "auth.invite.invited",
    defaultMessage:
      "{inviter} invited you as {role, select, editor {an editor: you'll write posts, pages and videos} moderator {a moderator: you'll moderate chat and look accounts up, besides an editor's work} operator {an operator: you'll run live matches, odds and imports, besides a moderator's work} admin {an admin: you'll manage people, plans and payments, and read the audit log, besides everything else} other {a {role}: you'll work in the admin area}}.",
    description:
      "{inviter} is a staff member's name; {role} the staff role offered, with what it lets one do",
  },
  signedInAs: {
    id: "auth.invite.signed-in-as",
    defaultMessage:
      "You're signed in as {name}. Accepting makes a new account for {email} and signs you in with it.",
  },
  nameHint: { id: "auth.invite.name-hint", defaultMessage: "Shown to other staff and in the audit log." },
  twoStep: {
    id: "auth.invite.two-step",
    defaultMessage:
      "Next you'll set up two-step sign-in with an authenticator app: {role, select, operator {operators} other {admins}} need it before the admin area opens.",
  },
  accept: { id: "auth.invite.accept", defaultMessage: "Accept and create account" },
  daysLeft: {
    id: "auth.invite.days-left",
    defaultMessage: "The invitation works for {days, plural, one {# more day} other {# more days}}.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, m.title),
  // The address holds the invitation's key: no search engine, no referrer.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

// The page names an address and its link is a key: no cache, shared or the browser's, keeps it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const loader = (args: Route.LoaderArgs) => invitePageData(args);

export const action = (args: Route.ActionArgs) => acceptInviteAction(args);

export default function InvitePage() {
  const { invite, deadLink, signedInAs } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  if (!invite) {
    return (
      <>
        <PageHeader title={t(m.title)} />
        <FormError message={deadLink} />
        <p className="mt-6 text-center text-sm text-muted">
          <Link to="/cms/login" className="hover:text-fg">
            {t(m.staffSignIn)}
          </Link>
        </p>
      </>
    );
  }
  const twoStep = invite.role === "operator" || invite.role === "admin";
  return (
    <>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.invited, { inviter: invite.invitedBy, role: invite.role })}
      />
      <Form method="post" className="space-y-4" replace>
        <FormError message={formError(result)} />
        {signedInAs ? (
          <p className="rounded-md border border-line p-3 text-sm">
            {t(m.signedInAs, { name: signedInAs, email: invite.email })}
          </p>
        ) : null}
        <TextField
          label={t(authWords.email)}
          name="email"
          type="email"
          value={invite.email}
          readOnly
          autoComplete="username"
        />
        <TextField
          label={t(authWords.displayName)}
          name="display_name"
          autoComplete="name"
          required
          maxLength={60}
          counter
          hint={t(m.nameHint)}
          error={fieldError(result, "display_name")}
        />
        <NewPasswordField error={fieldError(result, "password")} />
        {twoStep ? <p className="text-sm text-muted">{t(m.twoStep, { role: invite.role })}</p> : null}
        <SubmitButton>{t(m.accept)}</SubmitButton>
      </Form>
      <p className="mt-4 text-center text-sm text-muted">{t(m.daysLeft, { days: invite.daysLeft })}</p>
    </>
  );
}
