import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { competitions, matches, seasons, sports } from "../../sports/schema.ts";
import { getMatch, type MatchDetail } from "../../sports/service.ts";
import { renderMarkdown } from "../markdown.ts";
import { type PostLinkKind, type PostStatus, postLinks, posts } from "../schema.ts";
import { matchReportText, previewText, type ReportText } from "./demo-text.ts";

/** Reports per competition, newest results first: two for each of the demo's competitions. */
const REPORTS_PER_COMPETITION = 2;
const AUTHOR = "Match desk";
const HOUR = 3_600_000;

export type DemoPostsSummary = { published: number; scheduled: number; drafts: number };

type DemoPost = ReportText & {
  slug: string;
  tags: string[];
  status: PostStatus;
  publishAt: Date | null;
  publishedAt: Date | null;
  match: MatchDetail | null;
};

const slugOf = (...parts: string[]) =>
  parts
    .join("-")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 120);

/** Finished demo football matches, two per competition, each competition's newest first. */
async function reportedMatches(db: Db): Promise<MatchDetail[]> {
  const demoFootball = and(eq(competitions.isDemo, true), eq(sports.slug, "football"));
  // Reports are written from a football timeline; other sports have none.
  const leagues = await db
    .select({ id: competitions.id })
    .from(competitions)
    .innerJoin(sports, eq(sports.id, competitions.sportId))
    .where(demoFootball)
    .orderBy(asc(competitions.id));
  const chosen = await Promise.all(
    leagues.map(({ id }) =>
      db
        .select({ id: matches.id, kickoffAt: matches.kickoffAt })
        .from(matches)
        .innerJoin(seasons, eq(seasons.id, matches.seasonId))
        .where(and(eq(seasons.competitionId, id), eq(matches.status, "finished")))
        .orderBy(desc(matches.kickoffAt), desc(matches.id))
        .limit(REPORTS_PER_COMPETITION),
    ),
  );
  const newestFirst = chosen
    .flat()
    .sort((a, b) => b.kickoffAt.getTime() - a.kickoffAt.getTime() || b.id - a.id);
  const details = await Promise.all(newestFirst.map(({ id }) => getMatch(db, id)));
  return details.filter((match): match is MatchDetail => match !== null);
}

/** The first demo fixture far enough ahead to be announced before it starts. */
async function nextFixture(db: Db, now: Date): Promise<MatchDetail | null> {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .innerJoin(sports, eq(sports.id, competitions.sportId))
    .where(
      and(
        eq(competitions.isDemo, true),
        eq(sports.slug, "football"),
        eq(matches.status, "scheduled"),
        gt(matches.kickoffAt, new Date(now.getTime() + 12 * HOUR)),
      ),
    )
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(1);
  return row ? getMatch(db, row.id) : null;
}

/** The demo's posts, written from the demo world as it stands: reports, a scheduled preview, a draft. */
export async function planDemoPosts(db: Db, now = new Date()): Promise<DemoPost[]> {
  const reports = (await reportedMatches(db)).map((match): DemoPost => {
    // Written up a couple of hours after the final whistle, never in the future.
    const written = new Date(Math.min(Date.parse(match.kickoffAt) + 2.25 * HOUR, now.getTime()));
    return {
      ...matchReportText(match),
      slug: slugOf(match.home.name, "v", match.away.name, "report", match.kickoffAt.slice(0, 10)),
      tags: [match.competition.name, "match report"],
      status: "published",
      publishAt: null,
      publishedAt: written,
      match,
    };
  });
  const fixture = await nextFixture(db, now);
  const scheduled: DemoPost[] = fixture
    ? [
        {
          ...previewText(fixture),
          slug: slugOf("preview", fixture.home.name, "v", fixture.away.name, fixture.kickoffAt.slice(0, 10)),
          tags: [fixture.competition.name, "preview"],
          status: "scheduled",
          publishAt: new Date(Date.parse(fixture.kickoffAt) - 6 * HOUR),
          publishedAt: null,
          match: fixture,
        },
      ]
    : [];
  const draft: DemoPost = {
    title: "Notes from the press box",
    excerpt: "Half-finished thoughts on the title race.",
    markdown: "The title race is tighter than the table suggests.\n\nMore to follow after the weekend.",
    slug: "notes-from-the-press-box",
    tags: ["opinion"],
    status: "draft",
    publishAt: null,
    publishedAt: null,
    match: null,
  };
  return reports.length > 0 ? [...reports, ...scheduled, draft] : [];
}

const linksOf = (postId: number, match: MatchDetail | null) => {
  if (!match) return [];
  const link = (kind: PostLinkKind, targetId: number) => ({ postId, kind, targetId });
  return [
    link("match", match.id),
    link("team", match.home.id),
    link("team", match.away.id),
    link("competition", match.competition.id),
  ];
};

/**
 * Writes the demo posts when the posts table is empty and the demo world has results to
 * report; leaves any existing posts alone. Answers what it wrote, or null.
 */
export async function seedDemoPostsIfEmpty(db: Db, now = new Date()): Promise<DemoPostsSummary | null> {
  const [row] = await db.select({ total: count() }).from(posts);
  if ((row?.total ?? 0) > 0) return null;
  const planned = await planDemoPosts(db, now);
  if (planned.length === 0) return null;
  return db.transaction(async (tx) => {
    const summary: DemoPostsSummary = { published: 0, scheduled: 0, drafts: 0 };
    // Oldest first, so ids follow publication order as they would on a real site.
    for (const post of [...planned].reverse()) {
      const [inserted] = await tx
        .insert(posts)
        .values({
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          bodyMarkdown: post.markdown,
          bodyHtml: renderMarkdown(post.markdown).html,
          tags: post.tags,
          authorName: AUTHOR,
          status: post.status,
          publishAt: post.publishAt,
          publishedAt: post.publishedAt,
          createdAt: post.publishedAt ?? now,
          updatedAt: post.publishedAt ?? now,
        })
        // Another server starting at the same moment may have written it first.
        .onConflictDoNothing({ target: [posts.language, posts.slug] })
        .returning({ id: posts.id });
      if (!inserted) continue;
      const links = linksOf(inserted.id, post.match);
      if (links.length > 0) await tx.insert(postLinks).values(links).onConflictDoNothing();
      if (post.status === "published") summary.published += 1;
      else if (post.status === "scheduled") summary.scheduled += 1;
      else summary.drafts += 1;
    }
    return summary;
  });
}
