import type { TestSite } from "../../app/testing/test-site.ts";
import { testSecrets } from "../../app/testing/test-site.ts";
import { makeStaff } from "../../auth/testing/staff.ts";
import { createLiveFixture, type FixtureMatch } from "../testing.ts";

type Answered = {
  seq: number;
  replayed: boolean;
  event: { id: number; type: string };
  cancelledEventId: number | null;
  match: { home: number; away: number; version: number };
};
type Refused = { code: string; details: { current: { version: number; since: unknown[] } } };
/** Either side is read as the test expects; the status says which one came. */
export type Answer = { status: number; body: { data: Answered; error: Refused } };

/** Staff, live matches and calls of the live console's API on a test site. */
export function consoleHarness(site: () => TestSite) {
  let made = 0;
  let keys = 0;
  return {
    /** A signed-in staff member with two-step on; answers the Bearer header and the id. */
    async staff(role: string) {
      made += 1;
      const email = `console${made}@example.com`;
      const signedIn = await site().services.auth.register(
        { email, password: "correct horse battery staple", displayName: `Operator ${made}` },
        { ip: null, device: "test" },
      );
      await makeStaff(site().services.database.db, { email }, role);
      return { id: signedIn.data.id, auth: `Bearer ${signedIn.data.token.access_token}` };
    },
    async liveMatch(minute = 20): Promise<FixtureMatch> {
      const [match] = await createLiveFixture(site().services.database.db, 1, {
        status: "live",
        period: "1H",
        minute,
        homeScore: 0,
        awayScore: 0,
        version: 3,
      });
      return match!;
    },
    async post(path: string, auth: string, body: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(`${site().url}/api${path}`, {
        method: "POST",
        headers: {
          Authorization: auth,
          "Content-Type": "application/json",
          "Idempotency-Key": `console-key-${++keys}`,
          ...headers,
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Answer["body"] };
    },
    auditOf: async (query: string) =>
      (
        await fetch(`${site().url}/api/cms/audit?${query}`, {
          headers: { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` },
        })
      ).json(),
    code: (answer: Answer) => answer.body.error?.code,
  };
}
