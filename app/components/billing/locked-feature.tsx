import { Link } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { authWords } from "../auth/auth-words.ts";
import { billingWords } from "./billing-messages.ts";

/** What a fan without the plan sees in place of a paid feature, and how to get it. */
export function LockedFeature({
  title,
  children,
  signedIn,
  returnTo,
}: {
  title: string;
  children: string;
  signedIn: boolean;
  returnTo: string;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="locked-heading"
      className="space-y-3 rounded-2xl border border-line bg-surface p-6 text-center"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="mx-auto h-10 w-10 stroke-current text-muted"
        fill="none"
        strokeWidth="1.5"
      >
        <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />
      </svg>
      <h2 id="locked-heading" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mx-auto max-w-md text-sm">{children}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/pricing"
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg hover:opacity-90"
        >
          {t(billingWords.seePlans)}
        </Link>
        {signedIn ? null : (
          <Link
            to={`/login?redirectTo=${encodeURIComponent(returnTo)}`}
            className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
          >
            {t(authWords.signIn)}
          </Link>
        )}
      </div>
    </section>
  );
}
