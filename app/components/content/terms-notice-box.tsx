import { Form, Link, useLocation } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { TermsNotice as Notice } from "../../lib/terms-notice.server.ts";

const m = defineMessages({
  title: {
    id: "content.terms-notice.title",
    defaultMessage: "We've updated our terms",
    description: "Notice asking a signed-in fan to agree to changed terms of use",
  },
  read: { id: "content.terms-notice.read", defaultMessage: "Read the terms of use" },
  agree: {
    id: "content.terms-notice.agree",
    defaultMessage: "I agree",
    description: "Button: accept the new terms",
  },
});

/**
 * Asks a signed-in user, once, to agree to changed terms (terms-notice.tsx draws it when the root
 * loader says so). A plain form post, so it works before scripts load; after it the page comes
 * back without the notice.
 */
export function TermsNoticeBox({ notice }: { notice: Notice }) {
  const t = useT();
  const location = useLocation();
  return (
    <section
      aria-labelledby="terms-notice-title"
      className="mx-auto mt-4 w-full max-w-4xl px-4"
      data-testid="terms-notice"
    >
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-raised p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p id="terms-notice-title" className="font-semibold">
            {t(m.title)}
          </p>
          {notice.summary ? <p className="whitespace-pre-line">{notice.summary}</p> : null}
          <p>
            <Link to="/terms" className="font-semibold text-accent underline">
              {t(m.read)}
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
            {t(m.agree)}
          </button>
        </Form>
      </div>
    </section>
  );
}
