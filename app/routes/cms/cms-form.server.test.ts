import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../../server/app/testing/test-site.ts";
import { pageContext } from "../../lib/testing/page-context.server.ts";
import { createOnce } from "./cms-form.server.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off" } });
});
afterAll(() => site.close());

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** The status of what a page action threw (`data(message, { status })`). */
const statusOf = async (pending: Promise<unknown>) =>
  pending.then(
    () => 200,
    (thrown: { init?: { status?: number } }) => thrown.init?.status,
  );

describe("a create form sent once", () => {
  it("creates once, replays a resubmission, and refuses the same key sent with other fields", async () => {
    let created = 0;
    const create = async () => ({ location: `/cms/things/${++created}` });
    const send = (fields: Record<string, string>) =>
      createOnce(
        pageContext(site.services),
        { scope: "test-form", staffId: 7, form: formOf(fields), keyField: "formKey" },
        create,
      );

    const first = await send({ formKey: "form-key-0001", title: "Derby preview" });
    expect(first).toEqual({ location: "/cms/things/1" });
    // A double click or a resubmitted page: the first outcome, nothing made twice.
    expect(await send({ formKey: "form-key-0001", title: "Derby preview" })).toEqual(first);
    // The page went back, was changed and sent again with its old key: refused, not answered as the first.
    expect(await statusOf(send({ formKey: "form-key-0001", title: "Derby review" }))).toBe(422);
    expect(created).toBe(1);
    // A fresh key is a new form.
    expect(await send({ formKey: "form-key-0002", title: "Derby review" })).toEqual({
      location: "/cms/things/2",
    });
    // A form without its key, or with one no page renders, is refused before anything runs.
    expect(await statusOf(send({ title: "No key" }))).toBe(400);
    expect(await statusOf(send({ formKey: "short", title: "Bad key" }))).toBe(400);
    expect(created).toBe(2);
  });
});
