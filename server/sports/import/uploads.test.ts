import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../../app/testing/test-site.ts";
import { makeStaff } from "../../auth/testing/staff.ts";
import { pollUntil } from "../../testing/poll.ts";
import type { ImportRun } from "./uploads.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ services: { jobPollSeconds: 0.5 } });
});
afterAll(() => site?.close());

let made = 0;
/** A signed-in staff member with two-step on; answers the Bearer header. */
async function staff(role: string) {
  made += 1;
  const email = `import-staff${made}@example.com`;
  const signedIn = await site.services.auth.register(
    { email, password: "correct horse battery staple", displayName: `Staff ${made}` },
    { ip: null, device: "test" },
  );
  await makeStaff(site.services.database.db, { email }, role);
  return { Authorization: `Bearer ${signedIn.data.token.access_token}` };
}

const league = (season: string) =>
  JSON.stringify({
    name: `Southmoor League ${season}`,
    matches: [
      {
        round: "Matchday 1",
        date: `${season.slice(0, 4)}-08-12`,
        time: "15:00",
        team1: "Calderbridge Town",
        team2: "Stanmoor Rovers",
        score: { ht: [1, 0], ft: [2, 1] },
      },
      {
        round: "Matchday 1",
        date: `${season.slice(0, 4)}-08-12`,
        time: "17:30",
        team1: "Ashford Vale",
        team2: "Kingsmere Athletic",
        score: { ft: [0, 0] },
      },
    ],
  });

async function finished(id: number, headers: Record<string, string>): Promise<ImportRun> {
  return pollUntil(
    async () =>
      ((await (await fetch(`${site.url}/api/cms/imports/${id}`, { headers })).json()) as { data: ImportRun })
        .data,
    (run) => run.state === "completed" || run.state === "failed",
    { interval: 100 },
  );
}

describe("openfootball uploads in the admin area", () => {
  it("imports an uploaded file in the background and reports per file, refusing the bad ones", async () => {
    const operator = await staff("operator");
    const form = new FormData();
    form.append("files", new File([league("2031/32")], "zz.1.json", { type: "application/json" }));
    form.append("files", new File(["{ not json"], "broken.json", { type: "application/json" }));
    form.append("files", new File([JSON.stringify({ teams: [] })], "teams.json"));
    const response = await fetch(`${site.url}/api/cms/imports`, {
      method: "POST",
      headers: { ...operator, "Idempotency-Key": "upload-southmoor-1" },
      body: form,
    });
    expect(response.status).toBe(202);
    const { data: queued } = (await response.json()) as { data: ImportRun };
    expect(queued.files.map((f) => [f.name, f.status])).toEqual([
      ["zz.1.json", "waiting"],
      ["broken.json", "failed"],
      ["teams.json", "failed"],
    ]);
    expect(queued.files[1]!.errors).toEqual(["not valid JSON"]);
    const run = await finished(queued.id, operator);
    expect(run.state).toBe("completed");
    expect(run.files[0]).toMatchObject({ status: "imported", matchesCreated: 2, teamsCreated: 4 });
    expect(run.progress).toEqual({ done: 3, total: 3 });
    expect(run.totals).toMatchObject({ matchesCreated: 2, errors: 2 });

    // A page following the run from the start gets each report as an SSE frame, ending in "completed".
    const stream = await fetch(`${site.url}/api/cms/imports/${run.id}/events?lastEventId=0`, {
      headers: operator,
    });
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    let text = "";
    while (!text.includes('"state":"completed"')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    await reader.cancel();
    const frames = [...text.matchAll(/^event: progress\ndata: (.*)$/gm)].map((m) => JSON.parse(m[1]!));
    expect(frames.map((f) => [f.state, f.done, f.total])).toEqual([
      ["active", 2, 3],
      ["active", 3, 3],
      ["completed", 3, 3],
    ]);

    const list = (await (
      await fetch(`${site.url}/api/cms/imports?limit=5`, { headers: operator })
    ).json()) as {
      data: ImportRun[];
      total: number;
    };
    expect(list.data[0]!.id).toBe(run.id);
    expect(list.total).toBeGreaterThanOrEqual(1);

    const audit = await fetch(`${site.url}/api/cms/audit?action=import.start&target=import:${run.id}`, {
      headers: { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` },
    });
    expect(await audit.json()).toMatchObject({ total: 1, data: [{ actorRole: "operator" }] });
  });

  it("answers a retried upload with the first answer and queues nothing twice", async () => {
    const admin = await staff("admin");
    const send = () =>
      fetch(`${site.url}/api/cms/imports`, {
        method: "POST",
        headers: { ...admin, "Content-Type": "application/json", "Idempotency-Key": "upload-json-retry" },
        body: JSON.stringify({ files: [{ name: "2032-33/zz.1.json", text: league("2032/33") }] }),
      });
    const first = await send();
    expect(first.status).toBe(202);
    const again = await send();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const [a, b] = [(await first.json()) as { data: ImportRun }, (await again.json()) as { data: ImportRun }];
    expect(b.data.id).toBe(a.data.id);
    expect(a.data.files[0]!.name).toBe("zz.1.json");
    expect((await finished(a.data.id, admin)).files[0]).toMatchObject({
      status: "imported",
      matchesCreated: 2,
    });
  });

  it("refuses a file that is too big per file, and bad bodies with 4xx, never a 500", async () => {
    const admin = await staff("admin");
    const big = `{"name":"Huge League 2030/31","matches":[],"pad":"${"x".repeat(5 * 1024 * 1024)}"}`;
    const response = await fetch(`${site.url}/api/cms/imports`, {
      method: "POST",
      headers: { ...admin, "Content-Type": "application/json" },
      body: JSON.stringify({ files: [{ name: "huge.json", text: big }] }),
    });
    expect(response.status).toBe(202);
    const { data } = (await response.json()) as { data: ImportRun };
    expect(data).toMatchObject({ state: "completed", jobId: null, files: [{ status: "failed" }] });
    expect(data.files[0]!.errors[0]).toMatch(/larger than 5 MiB/);

    const empty = await fetch(`${site.url}/api/cms/imports`, { method: "POST", headers: admin });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { code: string } }).error.code).toBe("invalid-files");
    const wrong = await fetch(`${site.url}/api/cms/imports`, {
      method: "POST",
      headers: { ...admin, "Content-Type": "application/json" },
      body: JSON.stringify({ files: [{ name: "x.json", text: 5 }] }),
    });
    expect(wrong.status).toBe(400);
    expect((await fetch(`${site.url}/api/cms/imports/999999`, { headers: admin })).status).toBe(404);
  });

  it("is for operators and admins only", async () => {
    const editor = await staff("moderator");
    const response = await fetch(`${site.url}/api/cms/imports`, { headers: editor });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("forbidden-role");
    expect((await fetch(`${site.url}/api/cms/imports`)).status).toBe(401);
  });
});
