import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  or: {
    id: "auth.social.or",
    defaultMessage: "or",
    description: "Between the sign-in form and the social button",
  },
  continueWith: {
    id: "auth.social.continue",
    defaultMessage: "Continue with {provider}",
    description: "{provider} is the social sign-in's name (Google, Apple…)",
  },
});

/** A plain link, not a form: the provider is another origin, which CSP's form-action does not allow. */
export function SocialButton({
  provider,
  apiPath,
  redirectTo,
}: {
  provider: string;
  apiPath: string;
  redirectTo: string;
}) {
  const t = useT();
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" /> {t(m.or)} <span className="h-px flex-1 bg-line" />
      </div>
      <a
        href={`${apiPath}/auth/oidc/start?redirectTo=${encodeURIComponent(redirectTo)}`}
        className="block w-full rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold hover:bg-raised"
      >
        {t(m.continueWith, { provider })}
      </a>
    </>
  );
}
