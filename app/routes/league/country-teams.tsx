import { Link } from "react-router";
import { CountryList } from "../../components/competition/country-list.tsx";
import { countryName, useCountryName } from "../../components/league/country-name.ts";
import { TeamDirectory } from "../../components/team/team-directory.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta, translatorOfPage } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import type { Route } from "./+types/country-teams";
import { loadCountry } from "./country.server.ts";

const m = defineMessages({
  title: { id: "country.teams.title", defaultMessage: "Teams by country" },
  countryTitle: {
    id: "country.teams.country-title",
    defaultMessage: "{country} teams",
    description: "Page title: one country's clubs",
  },
  pick: { id: "country.teams.pick", defaultMessage: "Pick a country" },
  subtitle: {
    id: "country.teams.subtitle",
    defaultMessage: "Clubs",
    description: "Under a country's name, over its clubs",
  },
  leagues: {
    id: "country.teams.leagues-link",
    defaultMessage: "Leagues",
    description: "Link from a country's clubs to its competitions",
  },
  empty: { id: "country.teams.empty", defaultMessage: "No teams in this country yet" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.kind !== "country")
    return pageMeta(matches, m.title, undefined, canonical(matches, "/country/team"));
  const t = translatorOfPage(matches);
  return pageMeta(
    matches,
    t(m.countryTitle, { country: countryName(loaderData.country, t) }),
    undefined,
    canonical(matches, `/country/${loaderData.country.id}/team`),
  );
};

export const middleware = validate(optionalNumericId());

export const loader = ({ context, params }: Route.LoaderArgs) => loadCountry(context, params.id, "teams");

export default function CountryTeamsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const nameOf = useCountryName();
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title={t(m.title)} subtitle={t(m.pick)} />
        <CountryList countries={loaderData.countries} target="team" />
      </>
    );
  }
  const { country, teams } = loaderData;
  return (
    <>
      <PageHeader
        title={nameOf(country)}
        subtitle={t(m.subtitle)}
        actions={
          <Link
            to={`/country/${country.id}/league`}
            className="text-sm font-semibold text-accent hover:underline"
          >
            {t(m.leagues)}
          </Link>
        }
      />
      {teams.length === 0 ? <EmptyState title={t(m.empty)} icon="globe" /> : <TeamDirectory teams={teams} />}
    </>
  );
}
