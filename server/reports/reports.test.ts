import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testSecrets } from "../app/testing/test-site.ts";
import { demoSiteForFile } from "../app/testing.ts";
import { staffAccount } from "../auth/testing/staff.ts";
import { matches } from "../sports/schema.ts";
import { apiCall } from "../testing/api-call.ts";
import { listReports, REPORT_LIMIT } from "./service.ts";

const { site, database } = demoSiteForFile({ SIMULATOR: "off", DATA_DIR: "/tmp/goalline-reports-tests" });
let matchIds: number[];
beforeAll(async () => {
  const rows = await database.db.select({ id: matches.id }).from(matches).orderBy(asc(matches.id)).limit(12);
  matchIds = rows.map((row) => row.id);
});

const openReports = async () =>
  (await listReports(site.services.database.db, { state: "open", limit: 1, offset: 0 })).total;

let made = 0;
async function account(role = "user") {
  made += 1;
  return staffAccount(site, role, { email: `reporter${made}@example.com`, displayName: `Reporter ${made}` });
}

const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };

const api = apiCall(site);

describe("fans reporting wrong match data", () => {
  it("files a report, and a second one on the same open match collapses into it", async () => {
    expect(matchIds.length).toBeGreaterThan(3);
    const fan = await account();
    const before = await openReports();
    const first = await api("POST", "/reports", fan.headers, {
      match_id: matchIds[0],
      kind: "wrong-score",
      note: "  It finished 2-1, not 1-1.  ",
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      target_type: "match",
      target_id: String(matchIds[0]),
      match: { id: matchIds[0] },
      kind: "wrong-score",
      note: "It finished 2-1, not 1-1.",
      state: "open",
      reporter_id: fan.id,
    });
    const again = await api("POST", "/reports", fan.headers, { match_id: matchIds[0], kind: "wrong-scorer" });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    // Another fan's report on the same match is a report of its own.
    const other = await account();
    const theirs = await api("POST", "/reports", other.headers, { match_id: matchIds[0], kind: "other" });
    expect(theirs.status).toBe(201);
    expect(await openReports()).toBe(before + 2);
  });

  it("replays a retry with the same Idempotency-Key", async () => {
    const fan = await account();
    const headers = { ...fan.headers, "Idempotency-Key": `report-${fan.id}-once` };
    const body = { match_id: matchIds[1], kind: "wrong-time", note: "Kick-off was at 3pm" };
    const first = await api("POST", "/reports", headers, body);
    const retry = await api("POST", "/reports", headers, body);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body.data.id).toBe(first.body.data.id);
  });

  it("answers bad input, strangers and floods with codes", async () => {
    const fan = await account();
    const post = (body: unknown, headers: Record<string, string> = fan.headers) =>
      api("POST", "/reports", headers, body);
    expect((await post({ match_id: matchIds[2], kind: "rude" })).body.error.code).toBe("invalid-kind");
    expect((await post({ match_id: 0, kind: "other" })).body.error.code).toBe("invalid-match-id");
    expect((await post({ match_id: 0, kind: "other" })).body.error.code).toBe("invalid-match-id");
    expect(
      (await post({ match_id: matchIds[2], kind: "other", note: "x".repeat(501) })).body.error.code,
    ).toBe("invalid-note");
    expect((await post({ match_id: "abc", kind: "other" })).status).toBe(400);
    const missing = await post({ match_id: 2_000_000_000, kind: "other" });
    expect([missing.status, missing.body.error.code]).toEqual([404, "match-not-found"]);
    expect((await post({ match_id: matchIds[2], kind: "other" }, {})).status).toBe(401);
    expect((await post({ match_id: matchIds[2], kind: "other" }, automation)).body.error.code).toBe(
      "account-required",
    );

    const flooder = await account();
    const answers: number[] = [];
    for (let i = 0; i <= REPORT_LIMIT.max; i += 1) {
      answers.push(
        (await post({ match_id: matchIds[i % matchIds.length], kind: "other" }, flooder.headers)).status,
      );
    }
    expect(answers.slice(0, REPORT_LIMIT.max).every((status) => status === 201 || status === 200)).toBe(true);
    const refused = await post({ match_id: matchIds[3], kind: "other" }, flooder.headers);
    expect(refused.status).toBe(429);
  });
});

describe("the reports queue in the admin area", () => {
  it("lists by state, kind and match, resolves with an outcome once, audited; operators only", async () => {
    const fan = await account();
    const filed = await api("POST", "/reports", fan.headers, {
      match_id: matchIds[4],
      kind: "wrong-scorer",
      note: "The second goal was the number 9",
    });
    const id = filed.body.data.id as number;
    const operator = await account("operator");
    const moderator = await account("moderator");

    const open = await api(
      "GET",
      `/cms/reports?state=open&kind=wrong-scorer&match=${matchIds[4]}`,
      operator.headers,
    );
    expect(open.body).toMatchObject({ total: 1, data: [{ id, state: "open" }] });
    expect((await api("GET", "/cms/reports", moderator.headers)).body.error.code).toBe("forbidden-role");
    expect((await api("GET", "/cms/reports?state=closed", operator.headers)).status).toBe(400);

    const resolve = (headers: Record<string, string>, outcome: string) =>
      api("POST", `/cms/reports/${id}/resolve`, headers, { outcome });
    expect((await resolve(moderator.headers, "Fixed")).status).toBe(403);
    expect((await resolve(operator.headers, "   ")).body.error.code).toBe("invalid-outcome");
    const done = await resolve(operator.headers, "Scorer corrected to Okafor");
    expect(done.body.data).toMatchObject({
      state: "resolved",
      outcome: "Scorer corrected to Okafor",
      resolved_by: String(operator.id),
    });
    expect((await resolve(operator.headers, "Scorer corrected to Okafor")).status).toBe(200);
    const clash = await resolve(automation, "Nothing wrong");
    expect([clash.status, clash.body.error.code]).toEqual([409, "report-already-resolved"]);
    expect((await api("POST", "/cms/reports/999999/resolve", automation, { outcome: "x" })).status).toBe(404);

    const trail = await api("GET", `/cms/audit?target=report:${id}`, automation);
    expect(trail.body).toMatchObject({
      total: 1,
      data: [
        {
          action: "report.resolve",
          actorId: String(operator.id),
          after: { outcome: "Scorer corrected to Okafor" },
        },
      ],
    });
    const resolved = await api("GET", `/cms/reports?state=resolved&match=${matchIds[4]}`, operator.headers);
    expect(resolved.body.data.map((r: { id: number }) => r.id)).toEqual([id]);

    // Resolved, the fan may report the match again.
    const fresh = await api("POST", "/reports", fan.headers, { match_id: matchIds[4], kind: "other" });
    expect(fresh.status).toBe(201);
  });

  it("lists the oldest open reports under the dashboard's count, each leading to its match's queue", async () => {
    const fan = await account();
    const operator = await account("operator");
    const reported = await api("POST", "/reports", fan.headers, {
      match_id: matchIds[9],
      kind: "wrong-time",
      note: "Kick-off was at 20:00",
    });
    expect(reported.status).toBe(201);
    const dashboard = await api("GET", "/cms/dashboard", operator.headers);
    const figure = dashboard.body.data.find((f: { key: string }) => f.key === "open-reports");
    const queue = await api("GET", "/cms/reports?state=open&limit=3", operator.headers);
    expect(figure.value).toBe(queue.body.total);
    expect(figure.items).toEqual(
      queue.body.data.map(
        (report: {
          target_id: string;
          kind: string;
          note: string;
          match: { home: string; away: string };
        }) => ({
          label: `${report.match.home} v ${report.match.away}`,
          detail: [report.kind.replaceAll("-", " "), report.note].filter(Boolean).join(" · "),
          href: `/cms/reports?state=open&match=${report.target_id}`,
        }),
      ),
    );
    // A count always comes with the reports it counts ("Open reports 1" never stands alone).
    expect(figure.items).toHaveLength(Math.min(3, figure.value));
    expect(figure.value).toBeGreaterThan(0);
  });
});
