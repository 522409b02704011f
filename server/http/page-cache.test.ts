import { describe, expect, it } from "vitest";
import { createPageCache, etagOf, type PageRender } from "./page-cache.ts";

const page = (text: string, tags: string[] = [], maxAgeMs = 60_000, nonce = "n1"): PageRender => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  body: Buffer.from(text),
  tags,
  nonce,
  maxAgeMs,
});

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
    expect(new Set(answers.map((answer) => answer?.body.toString()))).toEqual(new Set(["<p>1-0</p>"]));
    expect(cache.get("/match/1")?.body.toString()).toBe("<p>1-0</p>");
  });

  it("drops pages by tag and keeps the others", async () => {
    const cache = createPageCache();
    await cache.fill("/match/1", async () => page("match", ["match:1", "competition:3"]));
    await cache.fill("/league/3", async () => page("league", ["competition:3"]));
    await cache.fill("/league/4", async () => page("other", ["competition:4"]));
    expect(cache.invalidate(["competition:3"])).toBe(2);
    expect(cache.get("/match/1")).toBeUndefined();
    expect(cache.get("/league/3")).toBeUndefined();
    expect(cache.get("/league/4")?.body.toString()).toBe("other");
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
    expect(meanwhile?.body.toString()).toBe("0-0");
    expect(cache.isFresh(meanwhile!)).toBe(false);
    // Past the grace, nobody gets the old copy: they wait for the render.
    now += 1_000;
    const waiting = cache.fill("/match/1", async () => page("never rendered"));
    release();
    expect((await renderer)?.body.toString()).toBe("1-0");
    expect((await waiting)?.body.toString()).toBe("1-0");
    expect(cache.get("/match/1")?.body.toString()).toBe("1-0");
  });

  it("lets the next request render a new copy from half a page's age, and lets it go after all of it", async () => {
    let now = 1_000;
    const cache = createPageCache({ now: () => now });
    await cache.fill("/", async () => page("first", [], 1_000));
    now += 499;
    expect(cache.get("/")?.body.toString()).toBe("first");
    now += 1;
    expect(cache.get("/")).toBeUndefined();
    let renders = 0;
    const second = await cache.fill("/", async () => {
      renders++;
      return page("second", [], 1_000);
    });
    expect(second?.body.toString()).toBe("second");
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
    expect((await slow)?.body.toString()).toBe("0-0 (read before the goal)");
    expect(cache.get("/match/1")).toBeUndefined();
    const fresh = await cache.fill("/match/1", async () => page("1-0", ["match:1"]));
    expect(fresh?.body.toString()).toBe("1-0");
    expect(cache.get("/match/1")?.body.toString()).toBe("1-0");
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
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
    expect(cache.stats().bytes).toBe(20);
  });

  it("compresses a page once per encoding", async () => {
    const cache = createPageCache();
    const entry = await cache.fill("/", async () => page("<p>goal</p>".repeat(500)));
    const [first, again] = [cache.encodedBody(entry!, "br"), cache.encodedBody(entry!, "br")];
    expect(first).toBe(again);
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    expect(brotliDecompressSync(await first).toString()).toBe(entry!.body.toString());
    expect(gunzipSync(await cache.encodedBody(entry!, "gzip")).toString()).toBe(entry!.body.toString());
    expect((await first).length).toBeLessThan(entry!.body.length / 10);
  });

  it("gives two renders of the same content, nonces apart, one validator", () => {
    const a = etagOf(Buffer.from('<script nonce="AAA">x</script><p>1-0</p>'), "AAA");
    const b = etagOf(Buffer.from('<script nonce="BBB">x</script><p>1-0</p>'), "BBB");
    const c = etagOf(Buffer.from('<script nonce="CCC">x</script><p>2-0</p>'), "CCC");
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });
});
