import { describe, expect, it } from "vitest";
import { AppError } from "../../server/errors.ts";
import { NOT_FOUND_MESSAGE } from "./middleware.ts";
import { forPage, pageAnswerOf } from "./page-errors.server.ts";

const secondCopy = (): Promise<typeof import("../../server/errors.ts")> => {
  const url = "../../server/errors.ts?page-copy";
  return import(/* @vite-ignore */ url);
};

describe("pageAnswerOf", () => {
  it("answers a refusal from the services' own copy of AppError with the 404 page", async () => {
    const copy = await secondCopy();
    const answer = pageAnswerOf(new copy.AppError("not-found", "user-not-found", "No such user."));
    expect(answer).toMatchObject({ data: NOT_FOUND_MESSAGE, init: { status: 404 } });
  });

  it("keeps the status and message of any other refusal", () => {
    const answer = pageAnswerOf(new AppError("forbidden", "not-yours", "That is not yours."));
    expect(answer).toMatchObject({ data: "That is not yours.", init: { status: 403 } });
  });

  it("leaves a server failure or a bug as it was", async () => {
    const outage = new AppError("unavailable", "feed-down", "Later.");
    const bug = new TypeError("x is undefined");
    expect(pageAnswerOf(outage)).toBe(outage);
    expect(pageAnswerOf(bug)).toBe(bug);
    await expect(forPage(Promise.reject(bug))).rejects.toBe(bug);
    await expect(forPage(Promise.resolve(7))).resolves.toBe(7);
  });
});
