import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useDates } from "../../lib/time-zone.tsx";
import type { TvGuide } from "../../routes/video/tv.server.ts";

const m = defineMessages({
  matchCentre: {
    id: "tv.programme.match-centre",
    defaultMessage: "Match centre",
    description: "Link to the match's page",
  },
  matchCentreOf: {
    id: "tv.programme.match-centre-of",
    defaultMessage: "Match centre: {home} v {away}",
    description: "Link to the match's page, naming the home team then the away team",
  },
  close: { id: "tv.programme.close", defaultMessage: "Close details" },
});

/** The programme picked in the grid: when, what, and the match centre of the match it shows. */
export function ProgrammeDetail({
  programme,
  date,
}: {
  programme: NonNullable<TvGuide["selected"]>;
  date: string;
}) {
  const t = useT();
  const dates = useDates();
  return (
    <section
      id="programme-detail"
      aria-labelledby="programme-title"
      className="mt-4 space-y-2 rounded-2xl border border-line bg-surface p-4 text-sm"
    >
      <h2 id="programme-title" className="text-lg font-semibold">
        {programme.title}
      </h2>
      {programme.subtitle ? <p className="font-medium">{programme.subtitle}</p> : null}
      <p className="text-muted">
        {programme.channel} ·{" "}
        <time dateTime={programme.starts_at}>{dates.longKickoff(programme.starts_at)}</time>–
        <time dateTime={programme.ends_at}>{dates.kickoffTime(programme.ends_at)}</time>
        {programme.category ? ` · ${programme.category}` : ""}
      </p>
      {programme.description ? <p>{programme.description}</p> : null}
      <p className="flex flex-wrap gap-4">
        {programme.match_id ? (
          <Link to={`/match/${programme.match_id}`} className="font-semibold text-accent underline">
            {programme.match ? t(m.matchCentreOf, programme.match) : t(m.matchCentre)}
          </Link>
        ) : null}
        <Link to={`?date=${date}`} preventScrollReset className="underline">
          {t(m.close)}
        </Link>
      </p>
    </section>
  );
}
