import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";

// External sources are stored, never fetched by the server: no stand-in host is needed.
let site: TestSite;
const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`, "Content-Type": "application/json" };

beforeAll(async () => {
  site = await startTestSite({
    env: {
      SIMULATOR: "off",
      DATA_DIR: "/tmp/goalline-external-video-tests",
      VIDEO_HLS_ORIGINS: "https://cdn.example.org, https://live.example.net",
    },
  });
});
afterAll(async () => {
  await site.close();
});

const add = (body: Record<string, string>) =>
  fetch(`${site.url}/api/cms/videos`, { method: "POST", headers: automation, body: JSON.stringify(body) });

describe("external videos", () => {
  it("accepts an HLS stream only from an allowed host, and lets browsers load exactly those hosts", async () => {
    const allowed = await add({
      title: "Studio feed",
      source: "hls",
      ref: "https://cdn.example.org/feed/master.m3u8",
    });
    expect(allowed.status).toBe(201);
    const created = (await allowed.json()).data;
    expect(created).toMatchObject({ source: "hls", status: "ready" });

    const elsewhere = await add({
      title: "Pirate feed",
      source: "hls",
      ref: "https://other.example.com/x.m3u8",
    });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).error).toMatchObject({
      code: "hls-origin-not-allowed",
      message: expect.stringContaining("https://other.example.com"),
    });

    const csp = (await fetch(`${site.url}/healthz`)).headers.get("content-security-policy") ?? "";
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    for (const name of ["connect-src", "media-src"]) {
      expect(directive(name)).toContain("https://cdn.example.org");
      expect(directive(name)).toContain("https://live.example.net");
      expect(directive(name)).not.toContain("other.example.com");
    }
  });

  it("refuses an address that is not an https playlist and an id that is not a video id", async () => {
    const http = await add({ title: "Plain", source: "hls", ref: "http://cdn.example.org/feed.m3u8" });
    expect(http.status).toBe(400);
    expect((await http.json()).error.code).toBe("invalid-ref");
    const youtube = await add({ title: "Clip", source: "youtube", ref: "<script>" });
    expect(youtube.status).toBe(400);
    expect((await youtube.json()).error.code).toBe("invalid-ref");
  });
});
