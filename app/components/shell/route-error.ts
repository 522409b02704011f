import { isRouteErrorResponse } from "react-router";
import { defineMessages, type MessageDescriptor, translatorFor } from "../../lib/i18n.tsx";

const m = defineMessages({
  notFound: {
    id: "error.route.not-found",
    defaultMessage: "This page could not be found",
    description: "Heading of the 404 page",
  },
  fallback: {
    id: "error.route.fallback",
    defaultMessage: "Something went wrong on our side.",
    description: "Heading of the error page for an unexpected server error",
  },
});

type Translate = (message: MessageDescriptor) => string;

/**
 * Status and message of the error page (docs/product.md: Errors): a route error response keeps
 * its status and message; anything else is a 500 whose details stay private
 * outside development. The page's own words come in its language (`t`, English unless given).
 */
export function describeRouteError(
  error: unknown,
  dev: boolean,
  t: Translate = translatorFor("en"),
): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: t(m.notFound) };
    const message =
      typeof error.data === "string" && error.data ? error.data : error.statusText || t(m.fallback);
    return { status: error.status, message };
  }
  if (error instanceof Error && dev) return { status: 500, message: error.message };
  return { status: 500, message: t(m.fallback) };
}
