import { useRef } from "react";
import { Link, redirect } from "react-router";
import type { MessageDescriptor, MessageValues } from "../../../shared/i18n/messages.ts";
import { Panel } from "../../components/competition/panel.tsx";
import { JsonLd } from "../../components/shell/json-ld.tsx";
import { SharePanel } from "../../components/social/share-panel.tsx";
import { HighlightCard, ScoreLine } from "../../components/video/highlight-card.tsx";
import { streamProblem } from "../../components/video/stream-problem.ts";
import { VideoPlayer, type VideoPlayerControls } from "../../components/video/video-player.tsx";
import { highlightPath } from "../../lib/highlight-path.ts";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import { highlightVideoData } from "../../lib/json-ld.ts";
import { ogImageMeta, pageMeta } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { canonical } from "../../lib/seo.ts";
import { longKickoff } from "../../lib/time.ts";
import type { Route } from "./+types/match-highlight";
import { matchHighlightData } from "./highlights.server.ts";

const m = defineMessages({
  title: { id: "video.highlight.title", defaultMessage: "Match highlights", description: "Page title" },
  unavailable: {
    id: "video.highlight.unavailable",
    defaultMessage: "This video cannot be played right now.",
    description: "In place of the player when the clip cannot be played",
  },
  match: {
    id: "video.highlight.match",
    defaultMessage: "Match",
    description: "Panel title: the match the clip shows",
  },
  matchCentre: {
    id: "video.highlight.match-centre",
    defaultMessage: "Match centre",
    description: "Link to the match's page",
  },
  scorers: {
    id: "video.highlight.scorers",
    defaultMessage: "{team} scorers",
    description: "Accessible name of a team's list of goal scorers",
  },
  unknown: {
    id: "video.highlight.unknown-player",
    defaultMessage: "Unknown",
    description: "A goal scorer whose name is not known",
  },
  scorer: {
    id: "video.highlight.scorer",
    defaultMessage: "{player} {clock}{note, select, pen { (pen)} og { (og)} other {}}",
    description: "A goal: the scorer and minute (34' or 90+2'); (pen) marks a penalty, (og) an own goal",
  },
  keyMoments: {
    id: "video.highlight.key-moments",
    defaultMessage: "Key moments",
    description: "Panel title",
  },
  noMoments: { id: "video.highlight.no-moments", defaultMessage: "No goals or red cards in this match." },
  jump: {
    id: "video.highlight.jump",
    defaultMessage: "Jump to a moment",
    description: "Accessible name of the list of buttons that move the video to a goal or red card",
  },
  moment: {
    id: "video.highlight.moment",
    defaultMessage:
      "{kind, select, goal {Goal {clock}} penalty {Penalty goal {clock}} own {Own goal {clock}} other {Red card {clock}}}",
    description: "A jump-to button: what happened and the minute (34' or 90+2')",
  },
  momentBy: {
    id: "video.highlight.moment-by",
    defaultMessage:
      "{kind, select, goal {Goal {clock} {player}} penalty {Penalty goal {clock} {player}} own {Own goal {clock} {player}} other {Red card {clock} {player}}}",
    description: "A jump-to button: what happened, the minute (34' or 90+2') and the player",
  },
  more: {
    id: "video.highlight.more",
    defaultMessage: "More highlights",
    description: "Heading of related clips",
  },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, m.title);
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

type Chapter = Route.ComponentProps["loaderData"]["highlight"]["chapters"][number];

// What the server names a moment it placed itself (server/video/highlights/match-chapters.ts).
const MOMENT_WORDS = {
  goal: ["goal", "Goal"],
  "penalty-goal": ["penalty", "Penalty goal"],
  "own-goal": ["own", "Own goal"],
  "red-card": ["red", "Red card"],
  "second-yellow": ["red", "Red card"],
} as const;

/**
 * A chapter's button: a moment the server placed is said in the page's language; a label an editor
 * wrote is theirs and shown as written.
 */
function chapterLabel(chapter: Chapter, t: (message: MessageDescriptor, values?: MessageValues) => string) {
  if (chapter.type === "moment" || chapter.minute === null) return chapter.label;
  const [kind, english] = MOMENT_WORDS[chapter.type];
  const at = clock(chapter.minute, chapter.stoppage);
  if (chapter.label !== `${english} ${at}${chapter.player ? ` ${chapter.player}` : ""}`) return chapter.label;
  return chapter.player
    ? t(m.momentBy, { kind, clock: at, player: chapter.player })
    : t(m.moment, { kind, clock: at });
}

export default function MatchHighlightPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { highlight, stream, related, timeZone } = loaderData;
  const { match } = highlight;
  const player = useRef<VideoPlayerControls>(null);
  const { siteUrl, siteName } = usePublicConfig();
  const scorers = (side: "home" | "away") => highlight.scorers.filter((goal) => goal.side === side);
  return (
    <div className="space-y-4">
      <JsonLd data={import.meta.env.SSR ? highlightVideoData({ siteUrl, siteName }, highlight) : undefined} />
      <h1 className="text-2xl font-bold tracking-tight">{highlight.title}</h1>
      {stream.address ? (
        <VideoPlayer source={stream.address} title={highlight.title} controls={player} />
      ) : (
        <p role="alert" className="rounded-lg border border-line p-3 text-sm">
          {streamProblem(t, stream.problem, m.unavailable)}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title={t(m.match)}
          action={
            <Link to={`/match/${match.id}`} className="text-xs font-semibold text-accent hover:underline">
              {t(m.matchCentre)}
            </Link>
          }
        >
          <div className="p-3">
            <p className="text-sm text-muted">
              {match.competition.name} · {longKickoff(match.kickoff_at, timeZone, locale)}
            </p>
            <p className="my-2 text-xl font-bold" data-testid="highlight-score">
              <ScoreLine match={match} />
            </p>
            <div className="grid grid-cols-2 gap-2 text-sm">
              {(["home", "away"] as const).map((side) => (
                <ul
                  key={side}
                  aria-label={t(m.scorers, { team: match[side].name })}
                  className={side === "away" ? "text-end" : ""}
                >
                  {scorers(side).map((goal) => (
                    <li key={`${goal.minute}-${goal.stoppage}-${goal.player}`}>
                      {t(m.scorer, {
                        player: goal.player ?? t(m.unknown),
                        clock: clock(goal.minute, goal.stoppage),
                        note: goal.penalty ? "pen" : goal.own_goal ? "og" : "none",
                      })}
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
        </Panel>
        <Panel title={t(m.keyMoments)}>
          {highlight.chapters.length === 0 ? (
            <p className="px-3 py-4 text-sm text-muted">{t(m.noMoments)}</p>
          ) : (
            <ol className="flex flex-wrap gap-2 p-3" aria-label={t(m.jump)}>
              {highlight.chapters.map((chapter) => (
                <li key={`${chapter.seconds}-${chapter.label}`}>
                  <button
                    type="button"
                    className="rounded-full border border-line px-3 py-1 text-sm hover:border-accent disabled:opacity-60"
                    disabled={chapter.seconds === null || stream.address?.kind !== "hls"}
                    data-seconds={chapter.seconds ?? undefined}
                    onClick={() => chapter.seconds !== null && player.current?.seek(chapter.seconds)}
                  >
                    {chapterLabel(chapter, t)}
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
            {t(m.more)}
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
