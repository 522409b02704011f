/**
 * The one error type of the server. Every failure a client may see carries a
 * stable, hyphenated `code` and a human message; the HTTP status is derived
 * from the code's kind in one place (`statusOf`).
 */
export type ErrorKind =
  | "bad-request"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "payload-too-large"
  | "unsupported-media-type"
  | "unprocessable"
  | "too-many-requests"
  | "unavailable"
  | "insufficient-storage"
  | "internal";

const statusByKind: Record<ErrorKind, number> = {
  "bad-request": 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  unprocessable: 422,
  "too-many-requests": 429,
  unavailable: 503,
  "insufficient-storage": 507,
  internal: 500,
};

/**
 * Marks every AppError, whichever copy of this module made it: the page build
 * bundles its own copy while the services run from another, so a class
 * identity check alone would miss a service's refusal inside a page.
 */
const BRAND = Symbol.for("goalline.AppError");

type Wording = (code: string, english: string) => string;

/**
 * How an error's sentence is worded in the language of the request that meets it; the server
 * installs it (server/http/error-messages.ts). Held on globalThis, like the BRAND, so an error made
 * by the page build's copy of this module is worded too.
 */
const wordingHolder = globalThis as typeof globalThis & { __goallineErrorWording?: Wording };

export function setErrorWording(wording: Wording): void {
  wordingHolder.__goallineErrorWording = wording;
}

export class AppError extends Error {
  readonly [BRAND] = true;
  readonly code: string;
  readonly kind: ErrorKind;
  readonly details?: Record<string, unknown>;

  constructor(kind: ErrorKind, code: string, message: string, details?: Record<string, unknown>) {
    super(wordingHolder.__goallineErrorWording?.(code, message) ?? message);
    this.name = "AppError";
    this.kind = kind;
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return statusByKind[this.kind];
  }
}

// `instanceof AppError` holds for an AppError from any copy of this module; a subclass keeps the ordinary check.
Object.defineProperty(AppError, Symbol.hasInstance, {
  value(this: unknown, value: unknown): boolean {
    return this === AppError ? isAppError(value) : Function.prototype[Symbol.hasInstance].call(this, value);
  },
});

/** The one test for an AppError, across module copies (see BRAND). */
export function isAppError(value: unknown): value is AppError {
  return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
}

export const badRequest = (code: string, message: string, details?: Record<string, unknown>) =>
  new AppError("bad-request", code, message, details);

/** Unknown server strings become a lowercase hyphenated code (see docs/api.md, error codes). */
export function toErrorCode(raw: string): string {
  return raw
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "matches" -> "match", "videos" -> "video": a table's rows as one code word. */
const singular = (table: string) =>
  toErrorCode(table.replace(/(ch|sh|x|ss)es$/, "$1").replace(/(?<!s)s$/, ""));

/**
 * A foreign-key violation (Postgres 23503) as a 422 naming the column, so an id
 * that no service checked still answers "no such row" instead of a 500 (409
 * `record-in-use` for a delete of a row still named). The driver's error may
 * sit anywhere in the cause chain (Drizzle wraps it).
 */
export function foreignKeyRefusal(error: unknown): AppError | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, detail } = current as Error & { code?: unknown; detail?: unknown };
    if (code !== "23503") continue;
    const found = /^Key \(([^)]+)\)=\(([^)]*)\) is not present in table "([^"]+)"/.exec(String(detail ?? ""));
    if (!found) {
      // The other side: deleting a row that others still name.
      return new AppError("conflict", "record-in-use", "Other records still refer to this one.");
    }
    const [, column, value, table] = found;
    const record = singular(table!);
    return new AppError("unprocessable", `${record}-not-found`, `There is no ${record} ${value}.`, {
      field: column,
    });
  }
  return null;
}

type ParsedIssue = { path: readonly PropertyKey[]; message: string };

/**
 * A failed parse as the 400 every caller answers: the code names the first wrong field
 * (`invalid-name`), the message is its sentence, `details.fields` holds each wrong field's
 * first sentence (what a form shows beside each field) and `details.issues` every issue.
 */
export function invalidInput(issues: readonly ParsedIssue[], fallback = "body"): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || fallback] ??= issue.message;
  const [field, message] = Object.entries(fields)[0] ?? [fallback, "Check what was sent"];
  return new AppError("bad-request", `invalid-${toErrorCode(field)}`, message, {
    field,
    fields,
    issues: issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
  });
}
