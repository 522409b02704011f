import { Link } from "react-router";
import { CountryList } from "../../components/competition/country-list.tsx";
import { TeamDirectory } from "../../components/team/team-directory.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import type { Route } from "./+types/country-teams";
import { loadCountry } from "./country.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.kind === "country"
    ? pageMeta(
        matches,
        `${loaderData.country.name} teams`,
        undefined,
        canonical(matches, `/country/${loaderData.country.id}/team`),
      )
    : pageMeta(matches, "Teams by country", undefined, canonical(matches, "/country/team"));

export const middleware = validate(optionalNumericId());

export const loader = ({ context, params }: Route.LoaderArgs) => loadCountry(context, params.id, "teams");

export default function CountryTeamsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title="Teams by country" subtitle="Pick a country" />
        <CountryList countries={loaderData.countries} target="team" />
      </>
    );
  }
  const { country, teams } = loaderData;
  return (
    <>
      <PageHeader
        title={country.name}
        subtitle="Clubs"
        actions={
          <Link
            to={`/country/${country.id}/league`}
            className="text-sm font-semibold text-accent hover:underline"
          >
            Leagues
          </Link>
        }
      />
      {teams.length === 0 ? (
        <EmptyState title="No teams in this country yet" icon="globe" />
      ) : (
        <TeamDirectory teams={teams} />
      )}
    </>
  );
}
