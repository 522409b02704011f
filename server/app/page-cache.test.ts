import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  bodyWith,
  type CachedPage,
  createPageCache,
  cutAtNonce,
  etagOf,
  type PageRender,
} from "./page-cache.ts";

const page = (html: string, tags: string[] = [], maxAgeMs = 60_000, nonce = "n1"): PageRender => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  body: Buffer.from(html),
  tags,
  nonce,
  maxAgeMs,
});

/** A stored page's text as an answer with the nonce "n2" would carry it. */
const text = (entry: CachedPage | null | undefined) => (entry ? bodyWith(entry, "n2").toString() : undefined);

describe("the page cache", () => {
  it("renders once for a crowd asking at the same moment", async () => {
    const cache = createPageCache();
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const render = async () => {
      renders++;
      await gate;
      return page("<p>1-0</p>");
    };
    const crowd = Array.from({ length: 50 }, () => cache.fill("/match/1", render));
    release();
    const answers = await Promise.all(crowd);
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => text(answer)))).toEqual(new Set(["<p>1-0</p>"]));
    expect(text(cache.get("/match/1"))).toBe("<p>1-0</p>");
  });

  it("drops pages by tag and keeps the others", async () => {
    const cache = createPageCache();
    await cache.fill("/match/1", async () => page("match", ["match:1", "competition:3"]));
    await cache.fill("/league/3", async () => page("league", ["competition:3"]));
    await cache.fill("/league/4", async () => page("other", ["competition:4"]));
    expect(cache.invalidate(["competition:3"])).toBe(2);
    expect(cache.get("/match/1")).toBeUndefined();
    expect(cache.get("/league/3")).toBeUndefined();
    expect(text(cache.get("/league/4"))).toBe("other");
    cache.invalidate(["*"]);
    expect(cache.get("/league/4")).toBeUndefined();
  });

  it("serves the old copy to everyone but the renderer for a second after an event, never longer", async () => {
    let now = 10_000;
    const cache = createPageCache({ now: () => now, graceMs: 1_000 });
    await cache.fill("/match/1", async () => page("0-0", ["match:1"]));
    cache.invalidate(["match:1"]);
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const renderer = cache.fill("/match/1", async () => {
      await gate;
      return page("1-0", ["match:1"]);
    });
    const meanwhile = await cache.fill("/match/1", async () => page("never rendered"));
    expect(text(meanwhile)).toBe("0-0");
    expect(cache.isFresh(meanwhile!)).toBe(false);
    // Past the grace, nobody gets the old copy: they wait for the render.
    now += 1_000;
    const waiting = cache.fill("/match/1", async () => page("never rendered"));
    release();
    expect(text(await renderer)).toBe("1-0");
    expect(text(await waiting)).toBe("1-0");
    expect(text(cache.get("/match/1"))).toBe("1-0");
  });

  it("lets the next request render a new copy from half a page's age, and lets it go after all of it", async () => {
    let now = 1_000;
    const cache = createPageCache({ now: () => now });
    await cache.fill("/", async () => page("first", [], 1_000));
    now += 499;
    expect(text(cache.get("/"))).toBe("first");
    now += 1;
    expect(cache.get("/")).toBeUndefined();
    let renders = 0;
    const second = await cache.fill("/", async () => {
      renders++;
      return page("second", [], 1_000);
    });
    expect(text(second)).toBe("second");
    now += 1_000;
    expect(cache.get("/")).toBeUndefined();
    expect(
      await cache.fill("/", async () => (renders++ >= 0 ? page("third", [], 1_000) : null)),
    ).toMatchObject({});
    expect(renders).toBe(2);
  });

  it("forgets the old copy when its page is no longer one to share", async () => {
    const cache = createPageCache();
    await cache.fill("/match/1", async () => page("0-0", ["match:1"]));
    cache.invalidate(["match:1"]);
    expect(await cache.fill("/match/1", async () => null)).toBeNull();
    let renders = 0;
    await cache.fill("/match/1", async () => {
      renders++;
      return null;
    });
    expect(renders).toBe(1);
  });

  it("serves but does not keep a render that read the data before an event", async () => {
    const cache = createPageCache();
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const slow = cache.fill("/match/1", async () => {
      await gate;
      return page("0-0 (read before the goal)", ["match:1"]);
    });
    cache.invalidate(["match:1"]);
    release();
    expect(text(await slow)).toBe("0-0 (read before the goal)");
    expect(cache.get("/match/1")).toBeUndefined();
    const fresh = await cache.fill("/match/1", async () => page("1-0", ["match:1"]));
    expect(text(fresh)).toBe("1-0");
    expect(text(cache.get("/match/1"))).toBe("1-0");
  });

  it("keeps nothing a render declined, and lets the next caller render again", async () => {
    const cache = createPageCache();
    let renders = 0;
    const declined = async () => {
      renders++;
      return null;
    };
    expect(await cache.fill("/account", declined)).toBeNull();
    expect(await cache.fill("/account", declined)).toBeNull();
    expect(renders).toBe(2);
  });

  it("evicts the least recently used page past its memory", async () => {
    const cache = createPageCache({ maxBytes: 25 });
    await cache.fill("/a", async () => page("aaaaaaaaaa"));
    await cache.fill("/b", async () => page("bbbbbbbbbb"));
    cache.get("/a");
    await cache.fill("/c", async () => page("cccccccccc"));
    expect(cache.get("/b")).toBeUndefined();
    // The one read a moment ago stays; the least recently used went.
    expect(Buffer.concat(cache.get("/a")?.pieces ?? []).toString()).toBe("aaaaaaaaaa");
    expect(Buffer.concat(cache.get("/c")?.pieces ?? []).toString()).toBe("cccccccccc");
    expect(cache.stats().bytes).toBe(20);
  });

  it("puts each answer's nonce where the render's stood, in plain and in gzip bytes", async () => {
    const cache = createPageCache();
    const html = (nonce: string) =>
      `<script nonce="${nonce}">hydrate()</script>${"<p>goal</p>".repeat(500)}<script nonce="${nonce}">x</script>`;
    const entry = await cache.fill("/", async () =>
      page(html("rendered-nonce-000000000"), [], 60_000, "rendered-nonce-000000000"),
    );
    const [first, again] = [cache.deflated(entry!), cache.deflated(entry!)];
    expect(first).toBe(again);
    for (const nonce of ["answer-one-nonce-0000000", "answer-two-nonce-1111111"]) {
      expect(bodyWith(entry!, nonce).toString()).toBe(html(nonce));
      const gzipped = bodyWith(entry!, nonce, await first);
      expect(gunzipSync(gzipped).toString()).toBe(html(nonce));
      expect(gzipped.length).toBeLessThan(html(nonce).length / 10);
    }
  });

  it("gives two renders of the same content, nonces apart, one weak validator", () => {
    const tag = (html: string, nonce: string) => etagOf(cutAtNonce(Buffer.from(html), nonce));
    const a = tag('<script nonce="AAA">x</script><p>1-0</p>', "AAA");
    const b = tag('<script nonce="BBB">x</script><p>1-0</p>', "BBB");
    const c = tag('<script nonce="CCC">x</script><p>2-0</p>', "CCC");
    expect(a).toMatch(/^W\/"[\w-]{22}"$/);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });
});
