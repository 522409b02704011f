import type { MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import type { HTTPException } from "hono/http-exception";
import { AppError } from "./errors.ts";

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

const invalidCharacter = (where: string) =>
  new AppError(
    "bad-request",
    "invalid-character",
    `The ${where} contains a NUL character or a lone surrogate.`,
    {
      field: "body",
    },
  );

const isJson = (type: string) => type === "application/json" || type.endsWith("+json");
const FORM = "application/x-www-form-urlencoded";
/** Cheap first look: only a body holding one of these is parsed and walked. */
const SUSPECT_ESCAPE = /\\u(?:0000|d[89a-f][0-9a-f]{2})/i;

/**
 * JSON and form bodies must hold text without NUL (PostgreSQL refuses it in text) or
 * half a UTF-16 surrogate pair (no character at all), whatever route they go to: 400
 * `invalid-character` before any route reads them. Form bodies are checked for NUL
 * only: a broken percent-encoded surrogate already decodes to U+FFFD.
 */
export const readableBody: MiddlewareHandler = async (c, next) => {
  // Headers first: touching the body of a bodiless request makes the Node adapter build a full Request.
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (
    !(isJson(type) || type === FORM) ||
    c.req.method === "GET" ||
    c.req.method === "HEAD" ||
    !c.req.raw.body
  ) {
    return next();
  }
  const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
  // The route reads the same bytes again.
  c.req.raw = new Request(c.req.raw, { body: bytes });
  const text = new TextDecoder().decode(bytes);
  if (type === FORM) {
    if (text.includes("\u0000") || /%00/.test(text)) throw invalidCharacter("form");
  } else if (text.includes("\u0000") || (SUSPECT_ESCAPE.test(text) && holdsBrokenText(text))) {
    throw invalidCharacter("request body");
  }
  await next();
};

/** Parses the JSON and looks at every key and string, without recursion (nesting may be deep). */
function holdsBrokenText(json: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return false; // Malformed JSON is the route's invalid-json.
  }
  const broken = (text: string) => text.includes("\u0000") || !text.isWellFormed();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (broken(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (broken(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
