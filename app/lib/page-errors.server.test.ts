import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Services } from "../../server/app/services.ts";
import { AppError } from "../../server/http/errors.ts";
import { pageKit } from "../../server/http/page-kit.ts";
import { NOT_FOUND_MESSAGE } from "./middleware.ts";
import { forPage, pageAnswerOf, refusalStatus } from "./page-errors.server.ts";
import { type RequestScope, requestScopeContext } from "./request-scope.server.ts";

// A page's request scope, holding the kit as the services hand it over.
const context = new RouterContextProvider(
  new Map([[requestScopeContext, { services: { kit: pageKit } as Services } as RequestScope]]),
);

const secondCopy = (): Promise<typeof import("../../server/http/errors.ts")> => {
  const url = "../../server/http/errors.ts?page-copy";
  return import(/* @vite-ignore */ url);
};

describe("pageAnswerOf", () => {
  it("answers a refusal from the services' own copy of AppError with the 404 page", async () => {
    const copy = await secondCopy();
    const answer = pageAnswerOf(context, new copy.AppError("not-found", "user-not-found", "No such user."));
    expect(answer).toMatchObject({ data: NOT_FOUND_MESSAGE, init: { status: 404 } });
  });

  it("keeps the status and message of any other refusal", () => {
    const answer = pageAnswerOf(context, new AppError("forbidden", "not-yours", "That is not yours."));
    expect(answer).toMatchObject({ data: "That is not yours.", init: { status: 403 } });
  });

  it("leaves a server failure or a bug as it was", async () => {
    const outage = new AppError("unavailable", "feed-down", "Later.");
    const bug = new TypeError("x is undefined");
    expect(pageAnswerOf(context, outage)).toBe(outage);
    expect(pageAnswerOf(context, bug)).toBe(bug);
    await expect(forPage(context, Promise.reject(bug))).rejects.toBe(bug);
    await expect(forPage(context, Promise.resolve(7))).resolves.toBe(7);
  });
});

describe("refusalStatus", () => {
  it("answers a refused form with the API's status for the same refusal", async () => {
    const copy = await secondCopy();
    expect(
      refusalStatus(context, new copy.AppError("conflict", "edit-conflict", "Someone saved first.")),
    ).toBe(409);
    expect(refusalStatus(context, new AppError("not-found", "session-not-found", "No such session."))).toBe(
      404,
    );
    expect(
      refusalStatus(context, new AppError("unprocessable", "same-team", "A team cannot play itself.")),
    ).toBe(422);
    expect(refusalStatus(context, new AppError("bad-request", "invalid-social-url", "Not a link."))).toBe(
      400,
    );
  });

  it("answers 422 for an id of nothing and 400 for a form the page's own check refused", () => {
    const violation = Object.assign(new Error("insert failed"), {
      code: "23503",
      detail: 'Key (match_id)=(999999) is not present in table "matches".',
    });
    expect(refusalStatus(context, new Error("query failed", { cause: violation }))).toBe(422);
    expect(
      refusalStatus(context, { error: { code: "invalid-input", message: "Some fields need another look." } }),
    ).toBe(400);
  });

  it("never calls a bug a refusal", () => {
    expect(refusalStatus(context, new TypeError("x is undefined"))).toBe(500);
  });
});
