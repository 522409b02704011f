import { Link } from "react-router";
import type { HighlightCard as Card } from "../../../server/video/highlights/highlights.ts";
import { highlightPath } from "../../lib/highlight-path.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  length: {
    id: "video.clip.length",
    defaultMessage: "Length",
    description: "Read by screen readers before a clip's length (1:05)",
  },
});

/** "1:05" from seconds. */
export function clipLength(seconds: number | null): string {
  if (seconds === null) return "";
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** "Home 2–1 Away": the score stays home–away whichever way the page reads. */
export function ScoreLine({ match }: { match: Card["match"] }) {
  return (
    <>
      {match.home.name}{" "}
      <span dir="ltr">
        {match.score.home ?? "–"}–{match.score.away ?? "–"}
      </span>{" "}
      {match.away.name}
    </>
  );
}

/** A clip in a list: poster, length, the match it shows and its competition. */
export function HighlightCard({ clip }: { clip: Card }) {
  const t = useT();
  return (
    <li>
      <Link
        to={highlightPath(clip.match.id, clip.id)}
        className="group block overflow-hidden rounded-xl border border-line bg-surface hover:border-accent"
      >
        <div className="aspect-video bg-black">
          {clip.poster_url ? (
            <img src={clip.poster_url} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : null}
        </div>
        {/* The length sits beside the title, not over the picture, so it never covers either. */}
        <div className="flex items-start gap-2 p-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words group-hover:underline" data-clip-title>
              <ScoreLine match={clip.match} />
            </p>
            <p className="text-sm text-muted">{clip.match.competition.name}</p>
          </div>
          {clip.duration_seconds !== null ? (
            <span
              className="shrink-0 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums"
              data-clip-length
            >
              <span className="sr-only">{t(m.length)} </span>
              {clipLength(clip.duration_seconds)}
            </span>
          ) : null}
        </div>
      </Link>
    </li>
  );
}
