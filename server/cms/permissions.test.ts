import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { ROLES } from "../auth/roles.ts";
import { makeStaff } from "../auth/testing/staff.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/**
 * Every admin-area API route and the lowest role that may use it. Roles
 * below it get 403; it and the roles above are let through (the route may
 * then refuse the empty test request on its merits: 400, 404, 409, 422).
 */
const MATRIX: ReadonlyArray<readonly [method: string, path: string, lowest: string]> = [
  ["GET", "/cms/audit", "admin"],
  ["GET", "/cms/audit.csv", "admin"],
  ["GET", "/cms/users", "moderator"],
  ["GET", "/cms/users/{id}", "moderator"],
  ["GET", "/cms/users/{id}/sessions", "moderator"],
  ["POST", "/cms/users/{id}/disable", "admin"],
  ["POST", "/cms/users/bulk", "admin"],
  ["POST", "/cms/users/{id}/enable", "admin"],
  ["PUT", "/cms/users/{id}/role", "admin"],
  ["POST", "/cms/users/{id}/two-step/reset", "admin"],
  ["DELETE", "/cms/users/{id}/sessions", "admin"],
  ["DELETE", "/cms/users/{id}/sessions/{sessionId}", "admin"],
  ["GET", "/cms/staff/invites", "admin"],
  ["POST", "/cms/staff/invites", "admin"],
  ["POST", "/cms/staff/invites/{id}/revoke", "admin"],
  ["GET", "/cms/matches", "editor"],
  ["POST", "/cms/matches", "operator"],
  ["GET", "/cms/matches/{id}", "editor"],
  ["PATCH", "/cms/matches/{id}", "operator"],
  ["GET", "/cms/hot-match", "editor"],
  ["PUT", "/cms/hot-match", "operator"],
  ["DELETE", "/cms/hot-match", "operator"],
  ["GET", "/cms/competitions", "editor"],
  ["POST", "/cms/competitions", "operator"],
  ["GET", "/cms/competitions/{id}", "editor"],
  ["PATCH", "/cms/competitions/{id}", "operator"],
  ["GET", "/cms/seasons", "editor"],
  ["POST", "/cms/seasons", "operator"],
  ["GET", "/cms/seasons/{id}", "editor"],
  ["PATCH", "/cms/seasons/{id}", "operator"],
  ["GET", "/cms/teams", "editor"],
  ["POST", "/cms/teams", "operator"],
  ["GET", "/cms/teams/{id}", "editor"],
  ["PATCH", "/cms/teams/{id}", "operator"],
  ["GET", "/cms/players", "editor"],
  ["POST", "/cms/players", "operator"],
  ["GET", "/cms/players/{id}", "editor"],
  ["PATCH", "/cms/players/{id}", "operator"],
  ["GET", "/cms/venues", "editor"],
  ["POST", "/cms/venues", "operator"],
  ["GET", "/cms/venues/{id}", "editor"],
  ["PATCH", "/cms/venues/{id}", "operator"],
  ["POST", "/cms/teams/{id}/merge", "operator"],
  ["POST", "/cms/matches/{id}/events", "operator"],
  ["POST", "/cms/matches/{id}/events/{eventId}/correction", "operator"],
  ["POST", "/cms/matches/{id}/undo", "operator"],
  ["POST", "/cms/matches/{id}/play", "operator"],
  ["GET", "/cms/dashboard", "editor"],
  ["GET", "/cms/dashboard/trends", "editor"],
  ["GET", "/cms/jobs", "operator"],
  ["POST", "/cms/jobs/{id}/retry", "operator"],
  ["GET", "/cms/odds/settings", "operator"],
  ["PATCH", "/cms/odds/settings", "operator"],
  ["GET", "/cms/imports", "operator"],
  ["POST", "/cms/imports", "operator"],
  ["GET", "/cms/imports/{id}", "operator"],
  ["GET", "/cms/imports/{id}/events", "operator"],
  ["GET", "/cms/reports", "operator"],
  ["GET", "/chat/reports", "moderator"],
  ["POST", "/chat/reports/{id}/dismiss", "moderator"],
  ["POST", "/chat/reports/bulk", "moderator"],
  ["DELETE", "/chat/messages/{id}", "moderator"],
  ["POST", "/chat/timeouts", "moderator"],
  ["POST", "/chat/bans", "moderator"],
  ["PATCH", "/matches/{id}/chat/room", "moderator"],
  ["POST", "/matches/{id}/chat/clear", "moderator"],
  ["GET", "/chat/sanctions", "moderator"],
  ["DELETE", "/chat/timeouts/{id}", "moderator"],
  ["DELETE", "/chat/bans/{id}", "moderator"],
  ["GET", "/cms/chat/settings", "moderator"],
  ["PATCH", "/cms/chat/settings", "operator"],
  ["POST", "/cms/reports/{id}/resolve", "operator"],
  ["GET", "/cms/plans", "admin"],
  ["POST", "/cms/plans", "admin"],
  ["GET", "/cms/plans/{id}", "admin"],
  ["PATCH", "/cms/plans/{id}", "admin"],
  ["GET", "/cms/payments", "admin"],
  ["GET", "/cms/payments/{id}", "admin"],
  ["GET", "/cms/payments/unmatched", "admin"],
  ["POST", "/cms/payments/unmatched/{eventId}/assign", "admin"],
  ["POST", "/cms/payments/{id}/refund", "admin"],
  ["GET", "/cms/subscriptions", "admin"],
  ["POST", "/cms/subscriptions", "admin"],
  ["POST", "/cms/subscriptions/{id}/end", "admin"],
  ["GET", "/cms/revenue", "admin"],
  ["GET", "/cms/contact-messages", "editor"],
  ["GET", "/cms/contact-messages/{id}", "editor"],
  ["PATCH", "/cms/contact-messages/{id}", "editor"],
  ["POST", "/cms/contact-messages/{id}/replies", "editor"],
  ["GET", "/cms/posts", "editor"],
  ["POST", "/cms/posts", "editor"],
  ["POST", "/cms/posts/bulk", "editor"],
  ["GET", "/cms/posts/{id}", "editor"],
  ["PATCH", "/cms/posts/{id}", "editor"],
  ["DELETE", "/cms/posts/{id}", "editor"],
  ["GET", "/cms/posts/{id}/revisions", "editor"],
  ["POST", "/cms/posts/{id}/revisions/{version}/restore", "editor"],
  ["POST", "/cms/posts/{id}/preview-link", "editor"],
  ["GET", "/cms/policies", "editor"],
  ["POST", "/cms/policies/{kind}", "editor"],
  ["GET", "/cms/media", "editor"],
  ["POST", "/cms/media", "editor"],
  ["GET", "/cms/media/{id}", "editor"],
  ["PATCH", "/cms/media/{id}", "editor"],
  ["DELETE", "/cms/media/{id}", "editor"],
  ["POST", "/cms/media/bulk", "editor"],
  ["PUT", "/cms/media/{id}/file", "editor"],
  ["GET", "/cms/videos", "editor"],
  ["POST", "/cms/videos", "editor"],
  ["GET", "/cms/videos/{id}", "editor"],
  ["PATCH", "/cms/videos/{id}", "editor"],
  ["DELETE", "/cms/videos/{id}", "editor"],
  ["PUT", "/cms/videos/{id}/captions", "editor"],
  ["POST", "/cms/videos/{id}/retry", "editor"],
  ["GET", "/cms/videos/{id}/preview", "editor"],
  ["GET", "/cms/videos/{id}/events", "editor"],
  ["GET", "/cms/videos/{id}/chapters", "editor"],
  ["PUT", "/cms/videos/{id}/chapters", "editor"],
  ["POST", "/cms/video-uploads", "editor"],
  ["GET", "/cms/video-uploads/{id}", "editor"],
  ["PUT", "/cms/video-upload-chunks", "editor"],
  ["POST", "/cms/epg", "editor"],
  ["GET", "/cms/tv/channels", "editor"],
  ["POST", "/cms/tv/channels", "editor"],
  ["GET", "/cms/tv/channels/{id}", "editor"],
  ["PATCH", "/cms/tv/channels/{id}", "editor"],
  ["POST", "/cms/tv/channels/{id}/import", "editor"],
  ["GET", "/cms/tv/channels/{id}/programmes", "editor"],
  ["POST", "/cms/tv/channels/{id}/programmes", "editor"],
  ["PATCH", "/cms/tv/programmes/{id}", "editor"],
  ["GET", "/cms/movies", "editor"],
  ["POST", "/cms/movies", "editor"],
  ["GET", "/cms/movies/{id}", "editor"],
  ["PATCH", "/cms/movies/{id}", "editor"],
  ["DELETE", "/cms/movies/{id}", "editor"],
  ["POST", "/cms/movies/{id}/restore", "editor"],
  ["POST", "/cms/videos/{id}/restore", "editor"],
  ["GET", "/cms/bin", "editor"],
  ["DELETE", "/cms/bin/{type}/{id}", "editor"],
  ["POST", "/cms/bin/{type}/{id}/restore", "editor"],
  ["DELETE", "/cms/tv/programmes/{id}", "editor"],
  ["GET", "/cms/social", "editor"],
  ["PUT", "/cms/social", "editor"],
];

let made = 0;
async function bearerFor(role: string) {
  made += 1;
  const email = `matrix${made}@example.com`;
  const signedIn = await site.services.auth.register(
    { email, password: "correct horse battery staple", displayName: `Matrix ${made}` },
    { ip: null, device: "test" },
  );
  await makeStaff(site.services.database.db, { email }, role);
  return { id: signedIn.data.id, authorization: `Bearer ${signedIn.data.token.access_token}` };
}

describe("the admin area's permission matrix", () => {
  it("names every admin-area route of the API document", async () => {
    const document = (await (await fetch(`${site.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags?.includes("cms"))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(MATRIX.map(([method, path]) => `${method} ${path}`).sort());
  });

  it("lets each role use exactly the routes its scopes allow", async () => {
    const target = await bearerFor("user");
    const outcomes: string[] = [];
    for (const role of ROLES) {
      const member = await bearerFor(role);
      for (const [method, path, lowest] of MATRIX) {
        const response = await fetch(
          `${site.url}/api${path.replaceAll(/\{[a-z_]*id\}/gi, String(target.id))}`,
          {
            method,
            headers: {
              Authorization: member.authorization,
              "Content-Type": "application/json",
              "Idempotency-Key": `matrix-${role}-${method}-${path}`,
            },
            body: method === "GET" || method === "DELETE" ? undefined : "{}",
          },
        );
        await response.body?.cancel();
        const allowed = ROLES.indexOf(role) >= ROLES.indexOf(lowest as (typeof ROLES)[number]);
        const refused = response.status === 403;
        const line = `${role} ${method} ${path}`;
        if (response.status === 401 || response.status >= 500) outcomes.push(`${line}: ${response.status}`);
        else if (allowed === refused)
          outcomes.push(`${line}: ${allowed ? "refused" : "let through"} (${response.status})`);
      }
    }
    expect(outcomes).toEqual([]);
    // Hundreds of requests one after another: the default budget is for one scenario.
  }, 120_000);
});
