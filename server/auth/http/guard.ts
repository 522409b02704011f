import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError } from "../../errors.ts";
import type { ApiEnv } from "../../http/api-router.ts";
import type { ClientInfo } from "../context.ts";
import { readCookie, sessionCookies } from "../cookies.ts";
import { isCrossSiteChange } from "../csrf.ts";
import type { Authenticated } from "../sessions.ts";
import { clientInfoOf } from "./client-info.ts";

type ApiContext = Context<ApiEnv>;

export const signInRequired = () =>
  new AppError("unauthenticated", "unauthenticated", "Please sign in to continue.");

const resolved = new WeakMap<Request, Promise<Authenticated | null>>();

/** The session cookie's access token, when the request carries no Bearer token. */
export function cookieToken(c: ApiContext): string | undefined {
  return readCookie(c.req.header("Cookie"), sessionCookies(c.get("services").config.SITE_URL).access);
}

export function bearerToken(c: ApiContext): string | undefined {
  return c.req.header("Authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

/**
 * The caller, from a Bearer token or else the session cookie; resolved once per
 * request. A cookie-authenticated change sent from another site is refused (CSRF).
 */
export function viewerOf(c: ApiContext): Promise<Authenticated | null> {
  const known = resolved.get(c.req.raw);
  if (known) return known;
  const { services } = c.var;
  const bearer = bearerToken(c);
  const cookie = bearer ? undefined : cookieToken(c);
  let viewer: Promise<Authenticated | null>;
  if (cookie && isCrossSiteChange(c.req.raw, services.config.SITE_URL)) {
    viewer = Promise.reject(
      new AppError("forbidden", "cross-site-request", "This request came from another site and was refused."),
    );
  } else {
    const token = bearer ?? cookie;
    viewer = token ? services.auth.authenticate(token) : Promise.resolve(null);
  }
  viewer.catch(() => undefined);
  resolved.set(c.req.raw, viewer);
  return viewer;
}

export async function requireViewer(c: ApiContext): Promise<Authenticated> {
  const viewer = await viewerOf(c);
  if (!viewer) throw signInRequired();
  return viewer;
}

export function clientOf(c: ApiContext): ClientInfo {
  return clientInfoOf(c.req.raw.headers, c.env, c.var.services.config.TRUST_PROXY);
}

/**
 * Limits answer with how long to wait (RFC 9110 Retry-After), and a body that
 * is not JSON is the client's mistake (400), not ours.
 */
export const authErrors: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  const error = c.error;
  if (error instanceof AppError && error.kind === "too-many-requests") {
    c.res.headers.set("Retry-After", String(error.details?.retryAfter ?? 60));
  }
  if (error instanceof HTTPException && error.status === 400) {
    c.res = c.json(
      {
        error: {
          code: "invalid-body",
          message: "The request body must be valid JSON.",
          details: { field: "body" },
        },
      },
      400,
    );
  }
};
