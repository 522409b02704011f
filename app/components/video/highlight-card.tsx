import { Link } from "react-router";
import type { HighlightCard as Card } from "../../../server/video/highlights.ts";
import { highlightPath } from "../../lib/highlight-path.ts";

/** "1:05" from seconds. */
export function clipLength(seconds: number | null): string {
  if (seconds === null) return "";
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

export const scoreLine = (match: Card["match"]) =>
  `${match.home.name} ${match.score.home ?? "–"}–${match.score.away ?? "–"} ${match.away.name}`;

/** A clip in a list: poster, length, the match it shows and its competition. */
export function HighlightCard({ clip }: { clip: Card }) {
  return (
    <li>
      <Link
        to={highlightPath(clip.match.id, clip.id)}
        className="group block overflow-hidden rounded-xl border border-line bg-surface hover:border-accent"
      >
        <div className="relative aspect-video bg-black">
          {clip.poster_url ? (
            <img src={clip.poster_url} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : null}
          {clip.duration_seconds !== null ? (
            <span className="absolute bottom-2 right-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white">
              <span className="sr-only">Length </span>
              {clipLength(clip.duration_seconds)}
            </span>
          ) : null}
        </div>
        <div className="p-3">
          <p className="font-semibold group-hover:underline">{scoreLine(clip.match)}</p>
          <p className="text-sm text-muted">{clip.match.competition.name}</p>
        </div>
      </Link>
    </li>
  );
}
