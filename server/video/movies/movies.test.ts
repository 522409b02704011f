import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSecrets } from "../../app/testing/test-site.ts";
import { api, type BillingSite, signUpFan, startBillingSite } from "../../billing/testing.ts";
import { videos } from "../schema.ts";

let site: BillingSite;
const admin = testSecrets.ADMIN_TOKEN;

type Movie = { id: number; title: string; version: number; position_seconds?: number | null };

/** A transcoded video as the pipeline leaves it; issuing an address needs only the row. */
async function readyVideo(kind: "movie" | "trailer", durationSeconds: number | null) {
  const [row] = await site.services.database.db
    .insert(videos)
    .values({ title: kind, kind, source: "upload", status: "ready", rev: "r1", durationSeconds })
    .returning();
  return row!.id;
}

async function film(body: Record<string, unknown>): Promise<Movie> {
  const created = await api<{ data: Movie }>(site, "/cms/movies", { token: admin, body });
  expect(created.status).toBe(201);
  return created.body.data;
}

const put = (id: number, token: string | undefined, body: unknown) =>
  fetch(`${site.url}/api/movies/${id}/progress`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

async function entitledFan() {
  const email = `film-fan-${crypto.randomUUID()}@example.com`;
  const registered = await api<{ data: { token: { access_token: string } } }>(site, "/auth/register", {
    body: { email, password: "correct horse battery staple", display_name: "Film Fan" },
  });
  const fan = { token: registered.body.data.token.access_token };
  const granted = await api(site, "/cms/subscriptions", {
    token: admin,
    headers: { "Idempotency-Key": crypto.randomUUID() },
    body: {
      email,
      plan_id: site.plans["premium-monthly"]!.id,
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(granted.status).toBeLessThan(300);
  return fan;
}

let season: Movie;
let keepers: Movie;

beforeAll(async () => {
  site = await startBillingSite();
  season = await film({
    title: "The Long Season",
    synopsis: "A year inside a promoted club.",
    year: 2024,
    runtime_minutes: 96,
    rating: "12A",
    genres: ["Documentary", "Sport"],
    cast: ["Mara Ellis"],
    video_id: await readyVideo("movie", 600),
    trailer_video_id: await readyVideo("trailer", 6),
    published: true,
  });
  keepers = await film({
    title: "Keepers",
    genres: ["Drama"],
    cast: ["Kwame Mensah"],
    runtime_minutes: 2,
    video_id: await readyVideo("movie", null),
    published: true,
  });
  await film({ title: "Unfinished Cut", genres: ["Drama"], published: false });
}, 60_000);
afterAll(() => site.close());

describe("the catalogue", () => {
  it("lists published films only, searches title, synopsis and cast, and filters by genre", async () => {
    const titles = async (query: string) =>
      (await api<{ data: Movie[] }>(site, `/movies${query}`)).body.data.map((m) => m.title);
    expect(await titles("")).toEqual(["The Long Season", "Keepers"]);
    expect(await titles("?q=promoted")).toEqual(["The Long Season"]);
    expect(await titles("?q=mensah")).toEqual(["Keepers"]);
    expect(await titles("?q=100%25")).toEqual([]);
    expect(await titles("?genre=Drama")).toEqual(["Keepers"]);
    expect((await api(site, `/movies/${season.id + 2}`)).status).toBe(404);
  });

  it("says how long each film plays as its media does, not the runtime typed beside it", async () => {
    type Listed = { title: string; runtime_minutes: number; length_seconds: number | null };
    const listed = (await api<{ data: Listed[] }>(site, "/movies")).body.data;
    expect(listed.map((m) => [m.title, m.runtime_minutes, m.length_seconds])).toEqual([
      ["The Long Season", 96, 600],
      ["Keepers", 2, null],
    ]);
    const one = await api<{ data: Listed }>(site, `/movies/${season.id}`);
    expect(one.body.data.length_seconds).toBe(600);
  });

  it("refuses a stale edit with 409 edit-conflict and an unknown video id with 400", async () => {
    const edit = (body: unknown) =>
      fetch(`${site.url}/api/cms/movies/${keepers.id}`, {
        method: "PATCH",
        headers: { Authorization: `Bearer ${admin}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect((await edit({ rating: "PG" })).body.error.code).toBe("version-required");
    const saved = await edit({ rating: "PG", version: keepers.version });
    expect(saved.status).toBe(200);
    const stale = await edit({ rating: "15", version: keepers.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: "edit-conflict", details: { current: { rating: "PG" } } });
    const missing = await edit({ trailer_video_id: 999_999, version: saved.body.data.version });
    expect(missing.body.error.code).toBe("invalid-trailer-video-id");
  });
});

describe("playback gates", () => {
  it("plays the trailer for guests; the feature needs an account, then the movies plan", async () => {
    const trailer = await api<{ data: { url: string } }>(site, `/movies/${season.id}/trailer/stream`);
    expect(trailer.status).toBe(200);
    expect((await fetch(`${site.url}${trailer.body.data.url}`)).status).not.toBe(403);

    const guest = await api(site, `/movies/${season.id}/stream`);
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe("sign-in-required");

    const free = await signUpFan(site);
    const locked = await api<{ error: { details: { pricing: string } } }>(
      site,
      `/movies/${season.id}/stream`,
      {
        token: free.token,
      },
    );
    expect(locked.status).toBe(403);
    expect(locked.body.error).toMatchObject({
      code: "entitlement-required",
      details: { pricing: "/pricing" },
    });

    const fan = await entitledFan();
    const stream = await api<{ data: { url: string; expires_at: string } }>(
      site,
      `/movies/${season.id}/stream`,
      {
        token: fan.token,
      },
    );
    expect(stream.status).toBe(200);
    expect(stream.body.data.url).toMatch(/^\/media\/video\/.+\/master\.m3u8$/);
    expect(Date.parse(stream.body.data.expires_at)).toBeGreaterThan(Date.now());
  });

  it("renews a film's address in place, so a long film never takes the account's second stream", async () => {
    const fan = await entitledFan();
    const path = `/movies/${season.id}/stream`;
    const play = (renew?: string) =>
      api<{ data: { url: string }; error: { code: string } }>(
        site,
        renew ? `${path}?renew=${encodeURIComponent(renew)}` : path,
        { token: fan.token },
      );
    const tokenOf = (url: string) => url.split("/")[3]!;
    const first = await play();
    const second = await play();
    let renewed = await play(tokenOf(first.body.data.url));
    renewed = await play(tokenOf(renewed.body.data.url));
    expect(renewed.status).toBe(200);
    // Renewals took no slot: the account's other stream still plays.
    const other = await fetch(`${site.url}${second.body.data.url}`, {
      headers: { Authorization: `Bearer ${fan.token}` },
    });
    expect(other.status).not.toBe(409);
    // A third stream stops the oldest, the renewed one, whose next renewal says so.
    expect((await play()).status).toBe(200);
    const stopped = await play(tokenOf(renewed.body.data.url));
    expect(stopped.status).toBe(409);
    expect(stopped.body.error.code).toBe("stream-replaced");
  });
});

describe("progress", () => {
  it("needs an account and refuses a negative or non-numeric position", async () => {
    expect((await put(season.id, undefined, { position_seconds: 10 })).status).toBe(401);
    const fan = await signUpFan(site);
    for (const position_seconds of [-1, "12", null]) {
      const refused = await put(season.id, fan.token, { position_seconds });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("invalid-position-seconds");
    }
  });

  it("clamps to the feature's length or the runtime, keeps each account's own place, and repeats harmlessly", async () => {
    const one = await signUpFan(site);
    const two = await signUpFan(site);
    expect((await put(season.id, one.token, { position_seconds: 754.4 })).body.data.position_seconds).toBe(
      600,
    );
    expect((await put(season.id, one.token, { position_seconds: 312.6 })).body.data.position_seconds).toBe(
      313,
    );
    expect((await put(season.id, one.token, { position_seconds: 312.6 })).status).toBe(200);
    expect((await put(keepers.id, one.token, { position_seconds: 9999 })).body.data.position_seconds).toBe(
      120,
    );

    const read = (token?: string) =>
      api<{ data: Movie }>(site, `/movies/${season.id}`, { token }).then((r) => r.body.data.position_seconds);
    expect(await read(one.token)).toBe(313);
    expect(await read(two.token)).toBeNull();
    expect(await read()).toBeNull();
  });

  it("ignores a save older than the stored one when the client says when it was read", async () => {
    const fan = await signUpFan(site);
    const now = Date.now();
    await put(season.id, fan.token, { position_seconds: 200, at: new Date(now).toISOString() });
    const late = await put(season.id, fan.token, {
      position_seconds: 50,
      at: new Date(now - 5000).toISOString(),
    });
    expect(late.body.data.position_seconds).toBe(200);
  });
});
