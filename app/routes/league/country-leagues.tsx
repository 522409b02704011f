import { Link } from "react-router";
import { CompetitionDirectory } from "../../components/competition/competition-directory.tsx";
import { CountryList } from "../../components/competition/country-list.tsx";
import { countryName, useCountryName } from "../../components/league/country-name.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta, translatorOfPage } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import type { Route } from "./+types/country-leagues";
import { loadCountry } from "./country.server.ts";

const m = defineMessages({
  title: { id: "country.leagues.title", defaultMessage: "Leagues by country" },
  countryTitle: {
    id: "country.leagues.country-title",
    defaultMessage: "{country} leagues",
    description: "Page title: one country's competitions",
  },
  pick: { id: "country.leagues.pick", defaultMessage: "Pick a country" },
  subtitle: {
    id: "country.leagues.subtitle",
    defaultMessage: "Leagues and cups",
    description: "Under a country's name, over its competitions",
  },
  teams: {
    id: "country.leagues.teams-link",
    defaultMessage: "Teams",
    description: "Link from a country's competitions to its clubs",
  },
  empty: { id: "country.leagues.empty", defaultMessage: "No competitions in this country yet" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.kind !== "country")
    return pageMeta(matches, m.title, undefined, canonical(matches, "/country/league"));
  const t = translatorOfPage(matches);
  return pageMeta(
    matches,
    t(m.countryTitle, { country: countryName(loaderData.country, t) }),
    undefined,
    canonical(matches, `/country/${loaderData.country.id}/league`),
  );
};

export const middleware = validate(optionalNumericId());

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadCountry(context, params.id, "competitions");

export default function CountryLeaguesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const nameOf = useCountryName();
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title={t(m.title)} subtitle={t(m.pick)} />
        <CountryList countries={loaderData.countries} target="league" />
      </>
    );
  }
  const { country, competitions } = loaderData;
  return (
    <>
      <PageHeader
        title={nameOf(country)}
        subtitle={t(m.subtitle)}
        actions={
          <Link
            to={`/country/${country.id}/team`}
            className="text-sm font-semibold text-accent hover:underline"
          >
            {t(m.teams)}
          </Link>
        }
      />
      {competitions.length === 0 ? (
        <EmptyState title={t(m.empty)} icon="globe" />
      ) : (
        <CompetitionDirectory competitions={competitions} />
      )}
    </>
  );
}
