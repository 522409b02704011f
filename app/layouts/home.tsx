import { Link, NavLink, Outlet } from "react-router";
import { useCountryGroups } from "../components/competition/competition-directory.tsx";
import { CountryName } from "../components/competition/country-flag.tsx";
import { scoresMessages } from "../components/competition/scores-messages.ts";
import { FramedError } from "../components/shell/framed-error.tsx";
import { PageFrame } from "../components/shell/page-frame.tsx";
import { navMessages } from "../components/shell/shell-messages.ts";
import { defineMessages, useT } from "../lib/i18n.tsx";
import type { Route } from "./+types/home";
import { loadBrowseRail } from "./home.server.ts";

const m = defineMessages({
  browse: {
    id: "competition.browse.label",
    defaultMessage: "Browse",
    description: "Accessible name of the scores' left column of links",
  },
  nav: {
    id: "competition.browse.nav",
    defaultMessage: "Competitions and teams",
    description: "Accessible name of the links to competitions by country beside the scores",
  },
  allCompetitions: { id: "competition.browse.all-competitions", defaultMessage: "All competitions" },
  allTeams: { id: "competition.browse.all-teams", defaultMessage: "All teams" },
});

const BROWSE = [
  { to: "/league", label: m.allCompetitions },
  { to: "/team", label: m.allTeams },
  { to: "/sport", label: navMessages.sports },
  { to: "/hot-match-today", label: scoresMessages.hotTitle },
] as const;

export const loader = ({ context }: Route.LoaderArgs) => loadBrowseRail(context);

/** The scores home: from 1024 px a browse rail (competitions by country) left of the day's matches. */
export default function HomeLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const countries = useCountryGroups(loaderData.competitions);
  return (
    <PageFrame wide>
      <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-label={t(m.browse)}>
          <nav
            aria-label={t(m.nav)}
            className="sticky top-20 max-h-[calc(100dvh-6rem)] space-y-3 overflow-y-auto rounded-2xl border border-line bg-surface p-2"
          >
            <div>
              {BROWSE.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-raised"
                >
                  {t(item.label)}
                </Link>
              ))}
            </div>
            {countries.map(({ country, competitions }) => (
              <div key={country?.id ?? "world"} className="border-t border-line pt-2">
                <p className="flex items-center gap-1.5 px-3 pb-1 text-[11px] font-semibold uppercase tracking-wide text-muted">
                  <CountryName country={country} />
                </p>
                {competitions.map((competition) => (
                  <NavLink
                    key={competition.id}
                    to={`/league/${competition.id}`}
                    // Its own direction: a long Latin name is cut at its end on an Arabic page too.
                    dir="auto"
                    className="block truncate rounded-lg px-3 py-1.5 text-sm hover:bg-raised rtl:text-right"
                  >
                    {competition.name}
                  </NavLink>
                ))}
              </div>
            ))}
          </nav>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </PageFrame>
  );
}

// The competition list barely changes; switching days or the live filter need not reload it.
export const shouldRevalidate = ({ formMethod }: { formMethod?: string }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET";

export const ErrorBoundary = ({ error }: Route.ErrorBoundaryProps) => <FramedError error={error} />;
