import { Link } from "react-router";
import { CompetitionDirectory } from "../../components/competition/competition-directory.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import type { Route } from "./+types/sport";
import { loadSport } from "./sport.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.kind === "sport"
    ? [...pageMeta(matches, loaderData.sport.name), ...canonical(matches, `/sport/${loaderData.sport.slug}`)]
    : [...pageMeta(matches, "Sports"), ...canonical(matches, "/sport")];

export const middleware = validate(({ slug }) => slug === undefined || /^[a-z0-9-]{1,60}$/.test(slug));

export const loader = ({ context, params }: Route.LoaderArgs) => loadSport(context, params.slug);

export default function SportPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title="Sports" subtitle="Every sport we cover" />
        {loaderData.sports.length === 0 ? (
          <EmptyState title="No sports yet" icon="medal" />
        ) : (
          <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
            {loaderData.sports.map((sport) => (
              <li key={sport.id}>
                <Link
                  to={`/sport/${sport.slug}`}
                  className="flex items-center justify-between px-4 py-3 hover:bg-raised"
                >
                  <span className="font-semibold">{sport.name}</span>
                  <span className="text-xs text-muted">
                    {sport.periods} × {sport.periodMinutes} min
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  const { sport, competitions } = loaderData;
  return (
    <>
      <PageHeader title={sport.name} subtitle="Competitions" />
      {competitions.length === 0 ? (
        <EmptyState title={`No ${sport.name.toLowerCase()} competitions yet`} icon="medal" />
      ) : (
        <CompetitionDirectory competitions={competitions} />
      )}
    </>
  );
}
