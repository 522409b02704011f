import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { readCookie, sessionCookies } from "../auth/cookies.ts";
import { scopesOf } from "../auth/roles.ts";
import type { Authenticated } from "../auth/service.ts";
import { AppError } from "../errors.ts";
import type { Services } from "../services.ts";
import { clientAddressOf } from "./client-address.ts";
import { isCrossSiteChange } from "./csrf.ts";

/**
 * Who is calling, decided once per request for every domain: an account (by
 * Bearer access token, or by the session cookie our own pages carry),
 * automation holding the admin token, or nobody.
 */
export type Caller =
  | { kind: "anonymous"; scopes: readonly string[] }
  | { kind: "automation"; id: "admin-token"; role: "admin"; scopes: readonly string[] }
  | {
      kind: "account";
      via: "bearer" | "cookie";
      id: string;
      role: string;
      scopes: readonly string[];
      auth: Authenticated;
    };

/** Automation may do what an admin may, plus machine-only work such as imports. */
const AUTOMATION_SCOPES = [...scopesOf("admin"), "import"];
const ANONYMOUS: Caller = { kind: "anonymous", scopes: [] };

export function bearerOf(headers: Headers): string | null {
  return /^Bearer\s+(\S+)$/i.exec(headers.get("Authorization") ?? "")?.[1] ?? null;
}

/** Constant-time comparison of a presented secret with the expected one. */
export function sameSecret(presented: string | null | undefined, expected: string): boolean {
  const a = Buffer.from(presented ?? "");
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const known = new WeakMap<Request, Promise<Caller>>();

type CallerServices = Pick<Services, "config" | "auth">;

/**
 * The caller of a request, resolved once. A cookie-authenticated change sent
 * from another site is refused (CSRF): it rejects with `cross-site-request`.
 */
export function callerOf(request: Request, services: CallerServices): Promise<Caller> {
  const cached = known.get(request);
  if (cached) return cached;
  const caller = resolve(request, services);
  caller.catch(() => undefined);
  known.set(request, caller);
  return caller;
}

async function resolve(request: Request, { config, auth }: CallerServices): Promise<Caller> {
  const bearer = bearerOf(request.headers);
  if (bearer && sameSecret(bearer, config.secrets.adminToken)) {
    return { kind: "automation", id: "admin-token", role: "admin", scopes: AUTOMATION_SCOPES };
  }
  const cookie = bearer
    ? undefined
    : readCookie(request.headers.get("Cookie"), sessionCookies(config.SITE_URL).access);
  if (cookie && isCrossSiteChange(request, config.SITE_URL)) {
    throw new AppError(
      "forbidden",
      "cross-site-request",
      "This request came from another site and was refused.",
    );
  }
  const token = bearer ?? cookie;
  // Only JWT-shaped tokens are worth a signature check and a database read.
  if (token?.split(".").length !== 3) return ANONYMOUS;
  const found = await auth.authenticate(token);
  if (!found) return ANONYMOUS;
  return {
    kind: "account",
    via: bearer ? "bearer" : "cookie",
    id: String(found.user.id),
    role: found.user.role,
    scopes: scopesOf(found.user.role),
    auth: found,
  };
}

export const hasScope = (caller: Caller, scope: string) => caller.scopes.includes(scope);

/** 401 without credentials that hold, 403 when they lack the scope. */
export function requireScope(
  scope: string,
  action: string,
): MiddlewareHandler<{ Variables: { services: Services } }> {
  return async (c, next) => {
    const caller = await callerOf(c.req.raw, c.var.services);
    if (caller.kind === "anonymous") {
      const presented = c.req.header("Authorization") || c.req.header("Cookie");
      throw presented
        ? new AppError("unauthenticated", "invalid-credentials", "These credentials are not valid.")
        : new AppError("unauthenticated", "auth-required", `Sign in or send a Bearer token to ${action}.`);
    }
    if (!hasScope(caller, scope)) {
      throw new AppError("forbidden", "forbidden-role", `Your role may not ${action}.`, { scope });
    }
    await next();
  };
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** A process on this machine, talking to the socket directly rather than through a proxy. */
export function isDirectLoopback(headers: Headers, env: unknown): boolean {
  const relayed = headers.has("X-Forwarded-For") || headers.has("Forwarded");
  const address = clientAddressOf(headers, env, { mode: "none" });
  return !relayed && address !== null && LOOPBACK.has(address);
}
