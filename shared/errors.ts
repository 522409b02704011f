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

export class AppError extends Error {
  readonly [BRAND] = true;
  readonly code: string;
  readonly kind: ErrorKind;
  readonly details?: Record<string, unknown>;

  constructor(kind: ErrorKind, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
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
