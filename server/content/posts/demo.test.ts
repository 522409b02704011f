import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoDatabaseForFile } from "../../app/testing.ts";
import { demoLeagues } from "../../sports/demo/clubs.ts";
import { getMatch } from "../../sports/service.ts";
import { postLinks, posts } from "../schema.ts";
import { planDemoPosts, seedDemoPostsIfEmpty } from "./demo.ts";
import { minuteOf } from "./demo-text.ts";
import { findPublishedPost, listPublishedPosts } from "./read.ts";

const now = new Date("2026-03-14T16:00:00Z");
const database = demoDatabaseForFile(now);

describe("demo posts", () => {
  it("writes two match reports for each competition, a scheduled preview and a draft once", async () => {
    // Two for every demo league and the cup.
    const reports = 2 * (demoLeagues.length + 1);
    expect(await seedDemoPostsIfEmpty(database.db, now)).toEqual({
      published: reports,
      scheduled: 1,
      drafts: 1,
    });
    expect(await seedDemoPostsIfEmpty(database.db, now)).toBeNull();
    const { posts: listed } = await listPublishedPosts(database.db, { now, limit: 50 });
    expect(listed).toHaveLength(reports);
    for (const post of listed) expect(post.tags).toContain("match report");
  });

  it("reports each match from its real events, linked to the match, teams and competition", async () => {
    const { posts: listed } = await listPublishedPosts(database.db, { now, limit: 50 });
    for (const card of listed) {
      const found = await findPublishedPost(database.db, card.slug, now);
      const post = found && "post" in found ? found.post : null;
      const [matchId] = post!.links.matches;
      const match = (await getMatch(database.db, matchId!))!;
      expect(match.status).toBe("finished");
      expect(post!.links.teams.sort()).toEqual([match.home.id, match.away.id].sort());
      expect(post!.links.competitions).toEqual([match.competition.id]);
      expect(post!.tags).toEqual([match.competition.name, "match report"]);
      expect(post!.bodyHtml).toContain(`<div class="match-embed" data-match-id="${match.id}"></div>`);
      expect(post!.bodyHtml).toContain(
        `Full time: ${match.home.name} ${match.homeScore}-${match.awayScore} ${match.away.name}.`,
      );
      const goals = match.events.filter(
        (e) => !e.cancelled && ["goal", "penalty-goal", "own-goal"].includes(e.type),
      );
      expect(goals).toHaveLength((match.homeScore ?? 0) + (match.awayScore ?? 0));
      const [{ markdown }] = (await database.db
        .select({ markdown: posts.bodyMarkdown })
        .from(posts)
        .where(eq(posts.id, post!.id))) as [{ markdown: string }];
      for (const goal of goals) {
        expect(markdown).toContain(`${minuteOf(goal)} ${goal.playerName}`);
        expect(post!.bodyHtml).toContain(goal.playerName);
      }
      for (const card of match.events.filter((e) => e.type === "red-card" || e.type === "second-yellow")) {
        expect(post!.bodyHtml).toContain(`${card.playerName} was sent off`);
      }
      expect(Date.parse(post!.publishedAt)).toBeGreaterThan(Date.parse(match.kickoffAt));
      expect(Date.parse(post!.publishedAt)).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("keeps the preview and the draft out of public view", async () => {
    const hidden = await database.db
      .select({ slug: posts.slug, status: posts.status, publishAt: posts.publishAt })
      .from(posts)
      .where(eq(posts.status, "scheduled"));
    expect(hidden).toHaveLength(1);
    expect(hidden[0]!.publishAt!.getTime()).toBeGreaterThan(now.getTime());
    expect(await findPublishedPost(database.db, hidden[0]!.slug, now)).toBeNull();
    expect(await findPublishedPost(database.db, "notes-from-the-press-box", now)).toBeNull();
    // Each report and the preview link their match, its two teams and its competition; the draft none.
    const links = await database.db.select().from(postLinks);
    expect(links.length).toBe((2 * (demoLeagues.length + 1) + 1) * 4);
  });

  it("is the same for the same world", async () => {
    const a = await planDemoPosts(database.db, now);
    const b = await planDemoPosts(database.db, now);
    expect(b.map((p) => [p.slug, p.title, p.markdown])).toEqual(a.map((p) => [p.slug, p.title, p.markdown]));
  });
});
