import type { Context, MiddlewareHandler } from "hono";
import type { ApiEnv } from "../../http/api-router.ts";
import { callerOf } from "../../http/caller.ts";
import { AppError } from "../../http/errors.ts";
import type { ClientInfo } from "../context.ts";
import { readCookie, sessionCookies } from "../cookies.ts";
import type { Authenticated } from "../sessions.ts";
import { clientInfoOf } from "./client-info.ts";

type ApiContext = Context<ApiEnv>;

export const signInRequired = () =>
  new AppError("unauthenticated", "unauthenticated", "Please sign in to continue.");

/** The signed-in account behind this request, if any (see the caller kit). */
export async function viewerOf(c: ApiContext): Promise<Authenticated | null> {
  const caller = await callerOf(c.req.raw, c.var.services);
  return caller.kind === "account" ? caller.auth : null;
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
 * For requests that sign in: the client plus what this browser holds that the sign-in
 * settles (its guest account, its pending social link).
 */
export async function signInClientOf(c: ApiContext): Promise<ClientInfo> {
  const viewer = await viewerOf(c);
  const names = sessionCookies(c.var.services.config.SITE_URL);
  return {
    ...clientOf(c),
    guestUserId: viewer?.user.anonymous ? viewer.user.id : undefined,
    pendingLink: readCookie(c.req.header("Cookie"), names.pendingLink),
  };
}

/** Answers about accounts carry tokens or personal data: no cache may keep them. */
export const noStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
};
