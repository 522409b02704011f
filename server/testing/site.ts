import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { makeStaff } from "../auth/testing/staff.ts";
import { fileFixture } from "./file-fixture.ts";

/** This test file's site (startTestSite), started before its tests and closed after them. */
export const testSiteForFile = (options?: Parameters<typeof startTestSite>[0]) =>
  fileFixture(
    () => startTestSite(options),
    (site) => site.close(),
  );

type Who = { email: string; displayName: string; ip?: string | null; device?: string };

/** Signs an account up on the site with the tests' password; answers its id, address and Bearer header. */
export async function signedUpAccount(site: TestSite, who: Who) {
  const signedIn = await site.services.auth.register(
    { email: who.email, password: "correct horse battery staple", displayName: who.displayName },
    { ip: who.ip ?? null, device: who.device ?? "test" },
  );
  return {
    id: signedIn.data.id,
    email: who.email,
    headers: { Authorization: `Bearer ${signedIn.data.token.access_token}` },
  };
}

/** signedUpAccount, then `role` with two-step on, as staff work asks (makeStaff). */
export async function staffAccount(site: TestSite, role: string, who: Who) {
  const account = await signedUpAccount(site, who);
  await makeStaff(site.services.database.db, { email: who.email }, role);
  return account;
}

/** One call to the site's API with a JSON body, if any; answers status, headers and the parsed body (null if none). */
export async function siteCall(
  site: Pick<TestSite, "url">,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const response = await fetch(`${site.url}/api${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
