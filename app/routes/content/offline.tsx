import { EmptyState } from "../../components/ui/empty-state.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { useNonce } from "../../lib/nonce.ts";
import type { Route } from "./+types/offline";
import { savedPagesScript } from "./offline-script.ts";

/**
 * The page the service worker answers with when the connection is gone and the address asked for was
 * never read on this device (public/sw.js keeps a copy of it). It stands in for any address, so it has
 * no scripts of its own to hydrate (the router would look for that address's data): the shell is drawn
 * here, and one small script lists the pages this device has saved.
 */
export const handle = { scriptless: true };

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "You're offline"),
  { name: "robots", content: "noindex" },
];

export default function OfflinePage() {
  const nonce = useNonce();
  return (
    <div className="mx-auto max-w-xl space-y-4 py-4" data-offline-page>
      <h1 className="text-2xl font-bold tracking-tight">You're offline</h1>
      <EmptyState title="This page isn't saved on this device" icon="globe">
        <p>It opens as soon as you're back online.</p>
        <p className="mt-3">
          {/* The script points it at the address the fan asked for; without it, the scores. */}
          <a href="/" className="font-semibold text-accent underline" data-try-again>
            Try again
          </a>
        </p>
      </EmptyState>
      <section aria-labelledby="saved-pages" data-saved-pages hidden>
        <h2 id="saved-pages" className="text-sm font-semibold uppercase tracking-wide text-muted">
          Saved on this device
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
