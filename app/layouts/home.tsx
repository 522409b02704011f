import { Link, NavLink, Outlet } from "react-router";
import { groupByCountry } from "../components/competition/competition-directory.tsx";
import { CountryName } from "../components/competition/country-flag.tsx";
import { FramedError } from "../components/shell/framed-error.tsx";
import { PageFrame } from "../components/shell/page-frame.tsx";
import type { Route } from "./+types/home";
import { loadBrowseRail } from "./home.server.ts";

const BROWSE = [
  { to: "/league", label: "All competitions" },
  { to: "/team", label: "All teams" },
  { to: "/sport", label: "Sports" },
  { to: "/hot-match-today", label: "Hot matches today" },
] as const;

export const loader = ({ context }: Route.LoaderArgs) => loadBrowseRail(context);

/** The scores home: from 1024 px a browse rail (competitions by country) left of the day's matches. */
export default function HomeLayout({ loaderData }: Route.ComponentProps) {
  const countries = groupByCountry(loaderData.competitions);
  return (
    <PageFrame wide>
      <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-label="Browse">
          <nav
            aria-label="Competitions and teams"
            className="sticky top-20 max-h-[calc(100dvh-6rem)] space-y-3 overflow-y-auto rounded-2xl border border-line bg-surface p-2"
          >
            <div>
              {BROWSE.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-raised"
                >
                  {item.label}
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
                    className="block truncate rounded-lg px-3 py-1.5 text-sm hover:bg-raised"
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
