import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";

let site: TestSite;
const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`, "Content-Type": "application/json" };

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off", DATA_DIR: "/tmp/goalline-social-tests" } });
});
afterAll(async () => {
  await site?.close();
});

const put = async (body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${site.url}/api/cms/social`, {
    method: "PUT",
    headers: { ...automation, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, etag: response.headers.get("etag"), json: await response.json() };
};
const publicList = async () => (await (await fetch(`${site.url}/api/social/accounts`)).json()).data;

describe("the site's social accounts", () => {
  it("starts empty, saves checked addresses with the version read, and lists them in the footer's order", async () => {
    expect(await publicList()).toEqual([]);
    const read = await fetch(`${site.url}/api/cms/social`, { headers: automation });
    expect(read.headers.get("etag")).toContain('"0"');
    const saved = await put(
      { accounts: { telegram: "https://t.me/goalline", x: " https://x.com/goalline ", reddit: "" } },
      { "If-Match": '"0"' },
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({
      version: 1,
      accounts: { x: "https://x.com/goalline", telegram: "https://t.me/goalline" },
    });
    expect(await publicList()).toEqual([
      { network: "x", name: "X", url: "https://x.com/goalline" },
      { network: "telegram", name: "Telegram", url: "https://t.me/goalline" },
    ]);
    const audit = await fetch(`${site.url}/api/cms/audit?action=social.update`, { headers: automation });
    expect((await audit.json()).data[0].after).toEqual(saved.json.data.accounts);
  });

  it("refuses an address off the network's host, not https, or not an address, naming the network", async () => {
    for (const [network, url] of [
      ["facebook", "https://evil.example.com/goalline"],
      ["x", "http://x.com/goalline"],
      ["youtube", "javascript:alert(1)"],
      ["instagram", "https://instagram.com/"],
    ] as const) {
      const refused = await put({ version: 1, accounts: { [network]: url } });
      expect(refused.status, url).toBe(400);
      expect(refused.json.error).toMatchObject({ code: "invalid-social-url", details: { field: network } });
    }
  });

  it("refuses a stale version with 409 and needs an editor", async () => {
    const stale = await put({ version: 0, accounts: {} });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe("edit-conflict");
    const guest = await fetch(`${site.url}/api/cms/social`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ version: 1, accounts: {} }),
    });
    expect(guest.status).toBe(401);
  });
});
