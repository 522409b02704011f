import { Link, useLoaderData } from "react-router";
import { LockedFeature } from "../../components/billing/locked-feature.tsx";
import { ChannelNow } from "../../components/tv/channel-now.tsx";
import { GuideGrid } from "../../components/tv/guide-grid.tsx";
import { ProgrammeDetail } from "../../components/tv/programme-detail.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { shortDay } from "../../lib/time.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/tv";
import { tvGuideData } from "./tv.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "TV");

// Listings of screens read better on a dark, cinema-like page.
export const handle = { colorMode: "dark" };

export const loader = (args: Route.LoaderArgs) => tvGuideData(args);

function dayLabel(day: string, today: string, index: number) {
  if (day === today) return "Today";
  return index === 0 ? "Yesterday" : shortDay(day);
}

export default function TvPage() {
  const guide = useLoaderData<typeof loader>();
  return (
    <TimeZoneProvider serverTimeZone={guide.timeZone}>
      <PageHeader title="TV" subtitle="What is on every channel, now and all week" />
      {guide.anyLocked ? (
        <div className="mb-4">
          <LockedFeature title="Live TV is part of Premium" signedIn={guide.signedIn} returnTo="/tv">
            The guide is free to everyone. Watch the channels live with Premium or a match pass.
          </LockedFeature>
        </div>
      ) : null}
      {guide.channels.length === 0 ? (
        <EmptyState title="No channels yet" icon="tv">
          Channels appear here once the guide has been imported.
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="on-now" className="mb-6">
            <h2 id="on-now" className="mb-2 text-lg font-semibold">
              On now
            </h2>
            <ChannelNow channels={guide.channels} now={guide.now} />
          </section>
          <section aria-labelledby="guide-heading">
            <h2 id="guide-heading" className="mb-2 text-lg font-semibold">
              Guide
            </h2>
            <nav aria-label="Guide days" className="mb-3 overflow-x-auto">
              <ul className="flex gap-2 text-sm">
                {guide.days.map((day, index) => (
                  <li key={day}>
                    <Link
                      to={`?date=${day}`}
                      preventScrollReset
                      aria-current={day === guide.date ? "date" : undefined}
                      className={`block whitespace-nowrap rounded-lg border px-3 py-1.5 ${
                        day === guide.date
                          ? "border-accent bg-accent font-semibold text-accent-fg"
                          : "border-line"
                      }`}
                    >
                      {dayLabel(day, guide.today, index)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <GuideGrid guide={guide} />
            {guide.selected ? <ProgrammeDetail programme={guide.selected} date={guide.date} /> : null}
          </section>
        </>
      )}
    </TimeZoneProvider>
  );
}
