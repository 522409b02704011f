import { useRef } from "react";
import { Link, redirect } from "react-router";
import { Panel } from "../../components/competition/panel.tsx";
import { JsonLd } from "../../components/shell/json-ld.tsx";
import { SharePanel } from "../../components/social/share-panel.tsx";
import { HighlightCard, scoreLine } from "../../components/video/highlight-card.tsx";
import { VideoPlayer, type VideoPlayerControls } from "../../components/video/video-player.tsx";
import { highlightPath } from "../../lib/highlight-path.ts";
import { highlightVideoData } from "../../lib/json-ld.ts";
import { ogImageMeta, pageMeta } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { canonical } from "../../lib/seo.ts";
import { longKickoff } from "../../lib/time.ts";
import type { Route } from "./+types/match-highlight";
import { matchHighlightData } from "./highlights.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, "Match highlights");
  const { highlight } = loaderData;
  return pageMeta(matches, highlight.title, undefined, [
    ...canonical(matches, highlightPath(highlight.match.id, highlight.id)),
    ...ogImageMeta(matches, `/og/match/${highlight.match.id}.png`),
  ]);
};

export const middleware = validate(optionalNumericId());

export const loader = (args: Route.LoaderArgs) => {
  if (args.params.id === undefined) throw redirect("/highlights");
  return matchHighlightData(args, Number(args.params.id));
};

const clock = (minute: number, stoppage: number | null) =>
  stoppage ? `${minute}+${stoppage}'` : `${minute}'`;

export default function MatchHighlightPage({ loaderData }: Route.ComponentProps) {
  const { highlight, stream, related, timeZone } = loaderData;
  const { match } = highlight;
  const player = useRef<VideoPlayerControls>(null);
  const { siteUrl, siteName } = usePublicConfig();
  const scorers = (side: "home" | "away") => highlight.scorers.filter((goal) => goal.side === side);
  return (
    <div className="space-y-4">
      <JsonLd data={highlightVideoData({ siteUrl, siteName }, highlight)} />
      <h1 className="text-2xl font-bold tracking-tight">{highlight.title}</h1>
      {stream.address ? (
        <VideoPlayer source={stream.address} title={highlight.title} controls={player} />
      ) : (
        <p role="alert" className="rounded-lg border border-line p-3 text-sm">
          {stream.problem}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title="Match"
          action={
            <Link to={`/match/${match.id}`} className="text-xs font-semibold text-accent hover:underline">
              Match centre
            </Link>
          }
        >
          <div className="p-3">
            <p className="text-sm text-muted">
              {match.competition.name} · {longKickoff(match.kickoff_at, timeZone)}
            </p>
            <p className="my-2 text-xl font-bold" data-testid="highlight-score">
              {scoreLine(match)}
            </p>
            <div className="grid grid-cols-2 gap-2 text-sm">
              {(["home", "away"] as const).map((side) => (
                <ul
                  key={side}
                  aria-label={`${match[side].name} scorers`}
                  className={side === "away" ? "text-right" : ""}
                >
                  {scorers(side).map((goal) => (
                    <li key={`${goal.minute}-${goal.stoppage}-${goal.player}`}>
                      {goal.player ?? "Unknown"} {clock(goal.minute, goal.stoppage)}
                      {goal.penalty ? " (pen)" : goal.own_goal ? " (og)" : ""}
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
        </Panel>
        <Panel title="Key moments">
          {highlight.chapters.length === 0 ? (
            <p className="px-3 py-4 text-sm text-muted">No goals or red cards in this match.</p>
          ) : (
            <ol className="flex flex-wrap gap-2 p-3" aria-label="Jump to a moment">
              {highlight.chapters.map((chapter) => (
                <li key={`${chapter.seconds}-${chapter.label}`}>
                  <button
                    type="button"
                    className="rounded-full border border-line px-3 py-1 text-sm hover:border-accent disabled:opacity-60"
                    disabled={chapter.seconds === null || stream.address?.kind !== "hls"}
                    data-seconds={chapter.seconds ?? undefined}
                    onClick={() => chapter.seconds !== null && player.current?.seek(chapter.seconds)}
                  >
                    {chapter.label}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
      <SharePanel path={highlightPath(match.id, highlight.id)} title={highlight.title} />
      {related.length > 0 ? (
        <section aria-labelledby="related-clips">
          <h2 id="related-clips" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
            More highlights
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((clip) => (
              <HighlightCard key={clip.id} clip={clip} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
