import { useLoaderData } from "react-router";
import { LockedFeature } from "../../components/billing/locked-feature.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/tv";
import { tvData } from "./video-access.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "TV");

// Listings of screens read better on a dark, cinema-like page.
export const handle = { colorMode: "dark" };

export const loader = (args: Route.LoaderArgs) => tvData(args);

export default function TvPage() {
  const { entitled, signedIn, channels } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="TV" subtitle="Live football channels" />
      {!entitled ? (
        <LockedFeature title="Live TV is part of Premium" signedIn={signedIn} returnTo="/tv">
          Watch every competition's channel live with Premium or a match pass.
        </LockedFeature>
      ) : channels.length === 0 ? (
        <EmptyState title="No channels yet" icon="tv">
          Channels appear here once competitions are added.
        </EmptyState>
      ) : (
        <ul aria-label="Channels" className="grid gap-3 sm:grid-cols-2">
          {channels.map((channel) => (
            <li key={channel.id} className="rounded-2xl border border-line bg-surface p-4">
              <p className="font-semibold">{channel.name}</p>
              <p className="text-sm text-muted">{channel.about}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
