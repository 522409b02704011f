import { Link, useLoaderData } from "react-router";
import { LockedFeature } from "../../components/billing/locked-feature.tsx";
import { navMessages } from "../../components/shell/shell-messages.ts";
import { ChannelNow } from "../../components/tv/channel-now.tsx";
import { GuideGrid } from "../../components/tv/guide-grid.tsx";
import { ProgrammeDetail } from "../../components/tv/programme-detail.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { TimeZoneProvider, useDates } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/tv";
import { tvGuideData } from "./tv.server.ts";

const m = defineMessages({
  subtitle: { id: "tv.page.subtitle", defaultMessage: "What is on every channel, now and all week" },
  lockedTitle: { id: "tv.page.locked-title", defaultMessage: "Live TV is part of Premium" },
  lockedText: {
    id: "tv.page.locked-text",
    defaultMessage: "The guide is free to everyone. Watch the channels live with Premium or a match pass.",
  },
  noChannels: { id: "tv.page.no-channels", defaultMessage: "No channels yet" },
  noChannelsHelp: {
    id: "tv.page.no-channels-help",
    defaultMessage: "Channels appear here once the guide has been imported.",
  },
  onNow: {
    id: "tv.page.on-now",
    defaultMessage: "On now",
    description: "Heading: what every channel shows now",
  },
  guide: { id: "tv.page.guide", defaultMessage: "Guide", description: "Heading of the programme guide" },
  guideDays: {
    id: "tv.page.guide-days",
    defaultMessage: "Guide days",
    description: "Accessible name of the row of days to show the guide of",
  },
  today: { id: "tv.page.today", defaultMessage: "Today" },
  yesterday: { id: "tv.page.yesterday", defaultMessage: "Yesterday" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, navMessages.tv);

// Listings of screens read better on a dark, cinema-like page.
export const handle = { colorMode: "dark" };

export const loader = (args: Route.LoaderArgs) => tvGuideData(args);

function DayLabel({ day, today, index }: { day: string; today: string; index: number }) {
  const t = useT();
  const dates = useDates();
  if (day === today) return t(m.today);
  return index === 0 ? t(m.yesterday) : dates.shortDay(day);
}

export default function TvPage() {
  const t = useT();
  const guide = useLoaderData<typeof loader>();
  return (
    <TimeZoneProvider serverTimeZone={guide.timeZone}>
      <PageHeader title={t(navMessages.tv)} subtitle={t(m.subtitle)} />
      {guide.anyLocked ? (
        <div className="mb-4">
          <LockedFeature title={t(m.lockedTitle)} signedIn={guide.signedIn} returnTo="/tv">
            {t(m.lockedText)}
          </LockedFeature>
        </div>
      ) : null}
      {guide.channels.length === 0 ? (
        <EmptyState title={t(m.noChannels)} icon="tv">
          {t(m.noChannelsHelp)}
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="on-now" className="mb-6">
            <h2 id="on-now" className="mb-2 text-lg font-semibold">
              {t(m.onNow)}
            </h2>
            <ChannelNow channels={guide.channels} now={guide.now} />
          </section>
          <section aria-labelledby="guide-heading">
            <h2 id="guide-heading" className="mb-2 text-lg font-semibold">
              {t(m.guide)}
            </h2>
            <nav aria-label={t(m.guideDays)} className="mb-3 overflow-x-auto">
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
                      <DayLabel day={day} today={guide.today} index={index} />
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
