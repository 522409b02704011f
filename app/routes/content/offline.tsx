import { localizedPath } from "../../../shared/i18n/locales.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { useNonce } from "../../lib/nonce.ts";
import type { Route } from "./+types/offline";
import { savedPagesScript } from "./offline-script.ts";

const m = defineMessages({
  title: {
    id: "offline.page.title",
    defaultMessage: "You're offline",
    description: "Title of the page shown with no connection for an address never read on this device",
  },
  notSaved: {
    id: "offline.page.not-saved",
    defaultMessage: "This page isn't saved on this device",
  },
  opensOnline: {
    id: "offline.page.opens-online",
    defaultMessage: "It opens as soon as you're back online.",
  },
  tryAgain: {
    id: "offline.page.try-again",
    defaultMessage: "Try again",
    description: "Link: load the page again",
  },
  saved: {
    id: "offline.page.saved",
    defaultMessage: "Saved on this device",
    description: "Heading of the list of pages kept for reading offline",
  },
});

/**
 * The page the service worker answers with when the connection is gone and the address asked for was
 * never read on this device (public/sw.js keeps a copy of it per language read). It stands in for any
 * address, so it has no scripts of its own to hydrate (the router would look for that address's data):
 * the shell is drawn here, and one small script lists the pages this device has saved.
 */
export const handle = { scriptless: true };

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, m.title),
  { name: "robots", content: "noindex" },
];

export default function OfflinePage() {
  const t = useT();
  const locale = useLocale();
  const nonce = useNonce();
  return (
    <div className="mx-auto max-w-xl space-y-4 py-4" data-offline-page>
      <h1 className="text-2xl font-bold tracking-tight">{t(m.title)}</h1>
      <EmptyState title={t(m.notSaved)} icon="globe">
        <p>{t(m.opensOnline)}</p>
        <p className="mt-3">
          {/* The script points it at the address the fan asked for; without it, the scores. */}
          <a href={localizedPath(locale, "/")} className="font-semibold text-accent underline" data-try-again>
            {t(m.tryAgain)}
          </a>
        </p>
      </EmptyState>
      <section aria-labelledby="saved-pages" data-saved-pages hidden>
        <h2 id="saved-pages" className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t(m.saved)}
        </h2>
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-surface text-sm" />
      </section>
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code, no user input
        dangerouslySetInnerHTML={{ __html: savedPagesScript }}
      />
    </div>
  );
}
