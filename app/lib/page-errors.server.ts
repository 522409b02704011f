import { data } from "react-router";
import { foreignKeyRefusal, isAppError } from "../../shared/errors.ts";
import { pageNotFound } from "./middleware.ts";

/**
 * The one mapping from a service's refusal to a page's answer: anything not
 * found is the 404 page, any other refusal keeps its status and message, and
 * everything else (a 5xx, a bug) stays the error it was.
 */
export function pageAnswerOf(error: unknown): unknown {
  if (!isAppError(error) || error.status >= 500) return error;
  if (error.kind === "not-found") return pageNotFound();
  return data(error.message, { status: error.status });
}

/** Awaits what a loader reads from a service; a refusal becomes the page's answer. */
export async function forPage<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw pageAnswerOf(error);
  }
}

/**
 * The status a page answers a refused form with: the API's for the same refusal
 * (the AppError's kind, a foreign-key violation as its 422), and 400 for a form
 * the page's own schema check refused (`invalid-input`).
 */
export function refusalStatus(refusal: unknown): number {
  const error = foreignKeyRefusal(refusal) ?? refusal;
  if (isAppError(error)) return error.status;
  const code = (refusal as { error?: { code?: unknown } } | null)?.error?.code;
  return code === "invalid-input" ? 400 : 500;
}
