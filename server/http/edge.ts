import type { MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import type { HTTPException } from "hono/http-exception";
import { AppError } from "../errors.ts";

export const MiB = 1024 * 1024;
/** Every body is capped at this unless its route declares more (imports, uploads). */
export const DEFAULT_BODY_LIMIT = 1 * MiB;

/**
 * Hono and its validators signal client mistakes with HTTPException; they
 * become AppErrors here so every route answers the same codes.
 */
export function fromHttpException(error: HTTPException): AppError {
  switch (error.status) {
    case 400:
      if (/json/i.test(error.message)) {
        return new AppError("bad-request", "invalid-json", "The request body is not valid JSON.", {
          field: "body",
        });
      }
      return new AppError("bad-request", "bad-request", "The request could not be read.");
    case 413:
      return payloadTooLarge();
    case 415:
      return new AppError(
        "unsupported-media-type",
        "unsupported-media-type",
        "Send this request's body as application/json.",
      );
    case 401:
      return new AppError("unauthenticated", "unauthenticated", "Please sign in to continue.");
    case 404:
      return new AppError("not-found", "not-found", "Not found.");
    default:
      return error.status < 500
        ? new AppError("bad-request", "bad-request", "The request could not be read.")
        : new AppError("internal", "internal-error", "Something went wrong on our side.");
  }
}

export const payloadTooLarge = (limit = DEFAULT_BODY_LIMIT) =>
  new AppError("payload-too-large", "payload-too-large", `The request body is larger than ${limit} bytes.`, {
    limit,
  });

/**
 * Caps request bodies while they are read, before any parsing, authentication
 * or database work: a declared Content-Length over the cap is refused at once,
 * a chunked body as soon as its bytes pass it.
 */
export function bodyLimit(limitFor: (path: string) => number): MiddlewareHandler {
  return (c, next) => {
    // Asked from the headers: touching the body of a bodiless request makes the Node adapter build a
    // full Request, several kilobytes kept for as long as a live stream stays open.
    const chunked = c.req.header("Transfer-Encoding") !== undefined;
    const declared = c.req.header("Content-Length");
    if (c.req.method === "GET" || c.req.method === "HEAD" || (!chunked && (declared ?? "0") === "0")) {
      return next();
    }
    const maxSize = limitFor(c.req.path);
    return honoBodyLimit({
      maxSize,
      onError: () => {
        throw payloadTooLarge(maxSize);
      },
    })(c, next);
  };
}

/**
 * Paths and query strings must decode to text without NUL: no route can mean
 * anything by broken UTF-8, and the database refuses NUL in text anyway.
 */
export const readableTarget: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const target = url.slice(url.indexOf("/", url.indexOf("//") + 2));
  let decoded: string;
  try {
    decoded = decodeURIComponent(target.replaceAll("+", " "));
  } catch {
    throw new AppError("bad-request", "invalid-encoding", "The address is not valid UTF-8.");
  }
  if (decoded.includes("\u0000")) {
    throw new AppError("bad-request", "invalid-character", "The address contains a NUL character.");
  }
  await next();
};
