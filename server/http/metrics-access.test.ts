import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";

const METRICS_TOKEN = "metrics-token-0123456789abcdef0123456789";
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ env: { METRICS_TOKEN } });
});
afterAll(() => site.close());

describe("/metrics", () => {
  it("answers a scraper on this machine", async () => {
    const response = await fetch(`${site.url}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("http_request_duration_seconds");
  });

  it("refuses requests relayed from elsewhere unless they carry METRICS_TOKEN", async () => {
    const relayed = { "X-Forwarded-For": "203.0.113.9" };
    const refused = await fetch(`${site.url}/metrics`, { headers: relayed });
    expect(refused.status).toBe(403);
    const wrong = await fetch(`${site.url}/metrics`, {
      headers: { ...relayed, Authorization: "Bearer nope" },
    });
    expect(wrong.status).toBe(403);
    const allowed = await fetch(`${site.url}/metrics`, {
      headers: { ...relayed, Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(allowed.status).toBe(200);
  });
});
