import { Link } from "react-router";
import { kickoffTime, longKickoff } from "../../lib/time.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";
import type { TvGuide } from "../../routes/video/tv.server.ts";

/** The programme picked in the grid: when, what, and the match centre of the match it shows. */
export function ProgrammeDetail({
  programme,
  date,
}: {
  programme: NonNullable<TvGuide["selected"]>;
  date: string;
}) {
  const timeZone = useTimeZone();
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
        <time dateTime={programme.starts_at}>{longKickoff(programme.starts_at, timeZone)}</time>–
        <time dateTime={programme.ends_at}>{kickoffTime(programme.ends_at, timeZone)}</time>
        {programme.category ? ` · ${programme.category}` : ""}
      </p>
      {programme.description ? <p>{programme.description}</p> : null}
      <p className="flex flex-wrap gap-4">
        {programme.match_id ? (
          <Link to={`/match/${programme.match_id}`} className="font-semibold text-accent underline">
            Match centre{programme.match ? `: ${programme.match}` : ""}
          </Link>
        ) : null}
        <Link to={`?date=${date}`} preventScrollReset className="underline">
          Close details
        </Link>
      </p>
    </section>
  );
}
