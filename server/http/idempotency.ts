import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_RULE } from "../../shared/idempotency-key.ts";
import { asAnswer, idempotencyRefusal, type Once, type StoredAnswer } from "../platform/idempotency.ts";
import type { ApiEnv } from "./api-router.ts";
import { callerOf } from "./caller.ts";
import { AppError } from "./errors.ts";

/**
 * The body as compared between a request and its retry. A multipart body is sent with a
 * fresh random boundary each time it is built, so the boundary is left out of the comparison.
 */
function comparableBody(body: Uint8Array, contentType: string | undefined): Uint8Array {
  const boundary = /^multipart\/form-data;.*\bboundary="?([^";]+)"?/i.exec(contentType ?? "")?.[1];
  if (!boundary) return body;
  return Buffer.from(Buffer.from(body).toString("latin1").replaceAll(boundary, ""), "latin1");
}

/**
 * Makes a POST safe to retry: the first request with an `Idempotency-Key` runs
 * and its answer is stored; a retry with the same key and body gets that answer
 * again (`Idempotent-Replayed: true`); the same key with another body is 422.
 * Keys belong to their caller, so two callers never see each other's answers.
 */
export function idempotent(scope: string, options: { required?: boolean } = {}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const key = c.req.header("Idempotency-Key");
    if (key === undefined) {
      if (!options.required) return next();
      throw new AppError(
        "bad-request",
        "invalid-idempotency-key",
        "Send an Idempotency-Key header with this request.",
      );
    }
    if (!IDEMPOTENCY_KEY.test(key)) {
      throw new AppError("bad-request", "invalid-idempotency-key", IDEMPOTENCY_KEY_RULE);
    }
    const { services } = c.var;
    const caller = await callerOf(c.req.raw, services);
    const id = {
      scope,
      caller: caller.kind === "anonymous" ? "anonymous" : `${caller.kind}:${caller.id}`,
      key,
    };
    const requestHash = createHash("sha256")
      .update(`${c.req.method} ${c.req.path}\n`)
      .update(comparableBody(new Uint8Array(await c.req.arrayBuffer()), c.req.header("Content-Type")))
      .digest("base64url");
    const store = services.idempotency;
    // A 5xx (Hono hands thrown errors to onError before we see them) means the work may not have
    // happened: the key is let go, so a retry runs it again, and the answer already made stands.
    const notKept = new Error("answer not kept");
    let outcome: Once<StoredAnswer>;
    try {
      outcome = await store.once(
        id,
        requestHash,
        async () => {
          await next();
          if (c.error || c.res.status >= 500) throw notKept;
          const answer = c.res.clone();
          return {
            status: answer.status,
            contentType: answer.headers.get("Content-Type"),
            body: await answer.text(),
          };
        },
        asAnswer,
      );
    } catch (error) {
      if (error === notKept) return;
      throw error;
    }
    if (outcome.kind !== "done") throw idempotencyRefusal(outcome);
    if (!outcome.replayed) return;
    const { status, contentType, body: stored } = outcome.value;
    c.header("Idempotent-Replayed", "true");
    if (contentType) c.header("Content-Type", contentType);
    return status === 204 ? c.body(null, 204) : c.body(stored, status as 200);
  };
}
