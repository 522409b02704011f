import { BULK_LIMIT, chosenIds } from "../platform/bulk.ts";
import { qrCodeSvg } from "../platform/qr-code.ts";
import { sameSitePath } from "../platform/redirects.ts";
import { callerOf } from "./caller.ts";
import { isCrossSiteChange } from "./csrf.ts";
import { AppError, badRequest, foreignKeyRefusal, isAppError } from "./errors.ts";
import { invalidInput } from "./field-messages.ts";
import { formRequestHash } from "./idempotency.ts";
import { textField } from "./text-field.ts";
import { baseVersionOf } from "./versioning.ts";

/**
 * The kit's parts that page modules use: the error type and its mapping, form fields, the
 * same-site redirect rule, the caller, the bulk actions' id list. Pages take them from `services.kit` rather than importing
 * them, so the page bundle holds no second copy of a server module (one `AppError` class, one
 * set of rules).
 */
export const pageKit = {
  AppError,
  isAppError,
  badRequest,
  foreignKeyRefusal,
  invalidInput,
  textField,
  baseVersionOf,
  isCrossSiteChange,
  callerOf,
  sameSitePath,
  qrCodeSvg,
  bulkLimit: BULK_LIMIT,
  chosenIds,
  formRequestHash,
};

export type PageKit = typeof pageKit;
