import { Form, Link, useLocation, useRouteLoaderData } from "react-router";
import type { TermsNotice as Notice } from "../../lib/terms-notice.server.ts";

/**
 * Asks a signed-in user, once, to agree to changed terms (the root loader says when). A plain
 * form post, so it works before scripts load; after it the page comes back without the notice.
 */
export function TermsNotice() {
  const root = useRouteLoaderData("root") as { termsNotice?: Notice | null } | undefined;
  const location = useLocation();
  const notice = root?.termsNotice;
  if (!notice) return null;
  return (
    <section
      aria-labelledby="terms-notice-title"
      className="mx-auto mt-4 w-full max-w-4xl px-4"
      data-testid="terms-notice"
    >
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-raised p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p id="terms-notice-title" className="font-semibold">
            We've updated our terms
          </p>
          {notice.summary ? <p className="whitespace-pre-line">{notice.summary}</p> : null}
          <p>
            <Link to="/terms" className="font-semibold text-accent underline">
              Read the terms of use
            </Link>
          </p>
        </div>
        <Form method="post" action="/terms" preventScrollReset className="shrink-0">
          <input type="hidden" name="version" value={notice.version} />
          <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
          <button
            type="submit"
            className="w-full rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg hover:opacity-90 sm:w-auto"
          >
            I agree
          </button>
        </Form>
      </div>
    </section>
  );
}
