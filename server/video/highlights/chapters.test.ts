import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testSecrets } from "../../app/testing/test-site.ts";
import { demoSiteForFile } from "../../app/testing.ts";
import { matchEvents, matches } from "../../sports/schema.ts";
import { videos } from "../schema.ts";
import { clipTime, parseClipTime } from "./chapters.ts";
import { finishedWithGoals } from "./testing.ts";

const { site, database } = demoSiteForFile({ SIMULATOR: "off", DATA_DIR: "/tmp/goalline-chapter-tests" });
let clip: number;
let movie: number;
let goalId: number;
const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`, "Content-Type": "application/json" };

beforeAll(async () => {
  const db = database.db;
  const [match] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(finishedWithGoals(db))
    .orderBy(desc(matches.kickoffAt))
    .limit(1);
  const [goal] = await db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, match!.id), eq(matchEvents.type, "goal")))
    .limit(1);
  goalId = goal!.id;
  const base = { source: "upload" as const, status: "ready" as const, rev: "r1", durationSeconds: 120 };
  const rows = await db
    .insert(videos)
    .values([
      { ...base, title: "Derby goals", kind: "highlight", matchId: match!.id },
      { ...base, title: "A film", kind: "movie" },
    ])
    .returning({ id: videos.id });
  [clip, movie] = rows.map((row) => row.id) as [number, number];
});

const url = (id: number) => `${site.url}/api/cms/videos/${id}/chapters`;
const read = async (id: number) => {
  const response = await fetch(url(id), { headers: automation });
  return { status: response.status, etag: response.headers.get("etag"), json: await response.json() };
};
const put = async (id: number, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url(id), {
    method: "PUT",
    headers: { ...automation, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
};
const publicChapters = async () =>
  (await (await fetch(`${site.url}/api/highlights/${clip}`)).json()).data.chapters as {
    seconds: number;
    label: string;
  }[];

describe("a highlight's chapters in the admin API", () => {
  it("offers the match's goals until an editor places chapters, and names the events they may link", async () => {
    const { status, etag, json } = await read(clip);
    expect(status).toBe(200);
    expect(json.data.placed).toBe(false);
    expect(json.data.chapters.length).toBeGreaterThan(0);
    expect(json.data.events.map((e: { id: number }) => e.id)).toContain(goalId);
    expect(etag).toContain(`"${json.data.version}"`);
  });

  it("saves placed chapters with If-Match, shows them on the public timeline in time order, and audits", async () => {
    const { etag } = await read(clip);
    const saved = await put(
      clip,
      {
        chapters: [
          { seconds: 95.5, label: "Winner in the rain", event_id: goalId },
          { seconds: 12, label: "  Kick-off  " },
        ],
      },
      { "If-Match": etag! },
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data.placed).toBe(true);
    expect(saved.json.data.chapters[1]).toEqual({ seconds: 12, label: "Kick-off", event_id: null });
    const timeline = await publicChapters();
    expect(timeline.map((c) => [c.seconds, c.label])).toEqual([
      [12, "Kick-off"],
      [95.5, "Winner in the rain"],
    ]);
    const audit = await fetch(`${site.url}/api/cms/audit?action=video.chapters`, { headers: automation });
    const entries = (await audit.json()).data as { targetId: string; after: { chapters: unknown[] } }[];
    expect(entries.find((entry) => entry.targetId === String(clip))?.after.chapters).toHaveLength(2);
  });

  it("refuses a stale version with 409 edit-conflict and the version as it is now", async () => {
    const stale = await put(clip, { version: 1, chapters: [{ seconds: 3, label: "Late" }] });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe("edit-conflict");
    expect(stale.json.error.details.current.version).toBeGreaterThan(1);
    expect((await put(clip, { chapters: [] })).json.error.code).toBe("version-required");
  });

  it("names the wrong row and field: a time past the clip, an empty or long label, a foreign event, too many", async () => {
    const { json } = await read(clip);
    const version = json.data.version;
    const cases: [unknown[], string][] = [
      [
        [
          { seconds: 10, label: "Fine" },
          { seconds: 120, label: "After the end" },
        ],
        "chapters.1.seconds",
      ],
      [[{ seconds: 10, label: "   " }], "chapters.0.label"],
      [[{ seconds: 10, label: "x".repeat(81) }], "chapters.0.label"],
      [[{ seconds: 10, label: "Elsewhere", event_id: 2_000_000_000 }], "chapters.0.event_id"],
      [Array.from({ length: 51 }, (_, i) => ({ seconds: i, label: `C${i}` })), "chapters"],
    ];
    for (const [chapters, field] of cases) {
      const refused = await put(clip, { version, chapters });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toMatchObject({ code: "invalid-chapters", details: { field } });
    }
    expect((await read(clip)).json.data.version).toBe(version);
  });

  it("goes back to the match's goals when cleared, and refuses chapters on a film", async () => {
    const { json } = await read(clip);
    const cleared = await put(clip, { version: json.data.version, chapters: null });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data.placed).toBe(false);
    expect((await publicChapters()).some((c) => c.label.startsWith("Goal"))).toBe(true);
    const film = await read(movie);
    const refused = await put(movie, {
      version: film.json.data.version,
      chapters: [{ seconds: 1, label: "Intro" }],
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("not-a-highlight");
    expect((await put(2_000_000_000, { version: 1, chapters: null })).status).toBe(404);
  });

  it("needs an editor", async () => {
    const response = await fetch(url(clip));
    expect(response.status).toBe(401);
  });
});

describe("clip times", () => {
  it("reads and writes mm:ss", () => {
    expect(clipTime(95.5)).toBe("1:35");
    expect(clipTime(3725)).toBe("1:02:05");
    expect(parseClipTime("1:35")).toBe(95);
    expect(parseClipTime("0:07.5")).toBe(7.5);
    expect(parseClipTime("42")).toBe(42);
    expect(parseClipTime("1:75")).toBeNull();
    expect(parseClipTime("a:b")).toBeNull();
  });
});
