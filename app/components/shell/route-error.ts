import { isRouteErrorResponse } from "react-router";
import { NOT_FOUND_MESSAGE } from "../../lib/middleware.ts";

const FALLBACK = "Something went wrong on our side.";

/**
 * Status and message of the error page (docs/product.md: Errors): a route error response keeps
 * its status and message; anything else is a 500 whose details stay private
 * outside development.
 */
export function describeRouteError(error: unknown, dev: boolean): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: NOT_FOUND_MESSAGE };
    const message = typeof error.data === "string" && error.data ? error.data : error.statusText || FALLBACK;
    return { status: error.status, message };
  }
  if (error instanceof Error && dev) return { status: 500, message: error.message };
  return { status: 500, message: FALLBACK };
}
