import { Link } from "react-router";
import { CompetitionDirectory } from "../../components/competition/competition-directory.tsx";
import { CountryList } from "../../components/competition/country-list.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import type { Route } from "./+types/country-leagues";
import { loadCountry } from "./country.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.kind === "country"
    ? pageMeta(
        matches,
        `${loaderData.country.name} leagues`,
        undefined,
        canonical(matches, `/country/${loaderData.country.id}/league`),
      )
    : pageMeta(matches, "Leagues by country", undefined, canonical(matches, "/country/league"));

export const middleware = validate(optionalNumericId());

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadCountry(context, params.id, "competitions");

export default function CountryLeaguesPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title="Leagues by country" subtitle="Pick a country" />
        <CountryList countries={loaderData.countries} target="league" />
      </>
    );
  }
  const { country, competitions } = loaderData;
  return (
    <>
      <PageHeader
        title={country.name}
        subtitle="Leagues and cups"
        actions={
          <Link
            to={`/country/${country.id}/team`}
            className="text-sm font-semibold text-accent hover:underline"
          >
            Teams
          </Link>
        }
      />
      {competitions.length === 0 ? (
        <EmptyState title="No competitions in this country yet" icon="globe" />
      ) : (
        <CompetitionDirectory competitions={competitions} />
      )}
    </>
  );
}
