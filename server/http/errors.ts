// The error type itself is shared ground (shared/errors.ts): pages, platform and domains throw the one
// AppError; what is HTTP's (a database refusal read as a code, the error body) stays in the kit.
import { AppError, foreignKeyRefusal } from "../../shared/errors.ts";

export { AppError, badRequest, type ErrorKind, isAppError } from "../../shared/errors.ts";

// How a lost or refused database connection shows: the socket's own errors, the driver's words, and
// PostgreSQL's connection-exception (08xxx) and shutdown (57P0x) SQLSTATEs.
const LOST_CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);
const LOST_CONNECTION_WORDS =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection due to administrator command|the database system is (starting up|shutting down)/i;

/**
 * A database that went away (stopped, restarting, out of reach) as 503 `service-unavailable` with a
 * Retry-After, rather than a 500: nothing the client sent was wrong, and the same request will work
 * again in a moment. The driver's error may sit anywhere in the cause chain (Drizzle wraps it).
 */
export function databaseUnavailable(error: unknown): AppError | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = String((current as Error & { code?: unknown }).code ?? "");
    if (
      LOST_CONNECTION_CODES.has(code) ||
      /^(08|57P0)/.test(code) ||
      LOST_CONNECTION_WORDS.test(current.message)
    ) {
      return new AppError(
        "unavailable",
        "service-unavailable",
        "The site cannot reach its database right now; try again in a few seconds.",
        { retryAfter: 5 },
      );
    }
  }
  return null;
}

/** Seconds a client waits before trying a write again on a full disk: freeing room takes a person. */
export const STORAGE_RETRY_SECONDS = 60;

/** The refusal of a write while the disk is full: nothing was changed, and the same request may be sent again. */
export const storageFullError = () =>
  new AppError(
    "insufficient-storage",
    "insufficient-storage",
    "The server's disk is full, so nothing can be saved right now and nothing was changed. Try again later.",
    { retryAfter: STORAGE_RETRY_SECONDS },
  );

/**
 * A write that failed for want of disk space as 507 `insufficient-storage`, not a 500: PostgreSQL's
 * disk_full (53100), a file write's ENOSPC, and the embedded database's WASI errno 51 (ENOSPC),
 * which it throws as a plain object rather than an Error. The error may sit anywhere in the cause chain.
 */
export function storageFull(error: unknown): AppError | null {
  for (let current = error; typeof current === "object" && current !== null; ) {
    const { code, errno, name, cause } = current as {
      code?: unknown;
      errno?: unknown;
      name?: unknown;
      cause?: unknown;
    };
    if (code === "53100" || code === "ENOSPC" || (name === "ErrnoError" && errno === 51))
      return storageFullError();
    current = cause;
  }
  return null;
}

/** Turns any thrown value into the body a client may see: never a stack or internal text. */
export function toErrorBody(thrown: unknown): {
  status: number;
  body: { error: { code: string; message: string; details?: Record<string, unknown> } };
} {
  const error = foreignKeyRefusal(thrown) ?? databaseUnavailable(thrown) ?? storageFull(thrown) ?? thrown;
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, details: error.details } },
    };
  }
  return {
    status: 500,
    body: { error: { code: "internal-error", message: "Something went wrong on our side." } },
  };
}
