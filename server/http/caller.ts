import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./api-router.ts";
import { clientAddressOf } from "./client-address.ts";
import { AppError } from "./errors.ts";

/** Why the staff rule stops an account from using a scope now; null lets it go ahead. */
export type StaffRefusal = "session-idle" | "two-step-required" | "forbidden-role";

/**
 * Who is calling, decided once per request for every domain: an account (by
 * Bearer access token, or by the session cookie our own pages carry),
 * automation holding the admin token, or nobody.
 */
export type Caller =
  | { kind: "anonymous"; scopes: readonly string[] }
  | { kind: "automation"; id: "admin-token"; role: "admin"; scopes: readonly string[] }
  | AccountCaller;

/**
 * The signed-in session behind an account caller. Empty here; the accounts domain fills it in
 * (declaration merging in auth/callers.ts), so the kit names it without importing auth.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the accounts domain.
export interface CallerSession {}

export type AccountCaller = {
  kind: "account";
  via: "bearer" | "cookie";
  id: string;
  role: string;
  scopes: readonly string[];
  auth: CallerSession;
  /** The staff rule for this session and a scope: null for a scope that is not staff work. */
  staffRefusal(scope: string): StaffRefusal | null;
};

/**
 * What the kit asks of the accounts domain, which implements it (auth/callers.ts) and the
 * composition root hands over as `services.callers`: the kit decides nothing about
 * tokens, cookies or roles itself, so it imports no domain.
 */
export interface CallerSource {
  /** The caller a request's credentials name; rejects `cross-site-request` for a forged change. */
  identify(request: Request): Promise<Caller>;
  /** Ends an account's session: a staff session left idle is over, not merely refused. */
  endSession(caller: AccountCaller): Promise<void>;
  /** True when using the scope is staff work (the API document names the staff refusals). */
  isStaffScope(scope: string): boolean;
}

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

type CallerServices = { callers: CallerSource };

/**
 * The caller of a request, resolved once. A cookie-authenticated change sent
 * from another site is refused (CSRF): it rejects with `cross-site-request`.
 */
export function callerOf(request: Request, services: CallerServices): Promise<Caller> {
  const cached = known.get(request);
  if (cached) return cached;
  const caller = services.callers.identify(request);
  caller.catch(() => undefined);
  known.set(request, caller);
  return caller;
}

/** A route's scope, or one per request method (null: that method is not guarded). */
export type ScopeRule = string | ((method: string) => string | null);

/** One scope for reading (GET, HEAD), another for every change. */
export const readOrWrite =
  (read: string, write: string): ScopeRule =>
  (method) =>
    method === "GET" || method === "HEAD" ? read : write;

/** Every guard made here and its rule: the API document states each operation's scope from it. */
const guards = new WeakMap<object, ScopeRule>();

/** The scope rule of a guard made by requireScope; undefined for any other handler. */
export const scopeRuleOf = (handler: unknown): ScopeRule | undefined =>
  typeof handler === "function" ? guards.get(handler) : undefined;

/**
 * May this caller use `scope` now? For a staff scope an account must also pass the staff
 * rule (two-step sign-in, a session used lately), so no route can grant staff powers
 * without it, whether it guards with requireScope or asks here.
 */
export function hasScope(caller: Caller, scope: string): boolean {
  if (!caller.scopes.includes(scope)) return false;
  return caller.kind !== "account" || caller.staffRefusal(scope) === null;
}

/**
 * The one guard for every scope, staff or not, on every path (`/cms/*`, chat moderation,
 * roles, scoring): 401 without credentials that hold; for a staff scope, a session idle
 * for 30 minutes is ended (401 `cms-session-expired`) and operators and admins without
 * two-step sign-in are refused (403 `two-step-required`); 403 `forbidden-role` without
 * the scope. Automation with the admin token passes as an admin.
 */
export function requireScope(rule: ScopeRule, action = "do this"): MiddlewareHandler<ApiEnv> {
  const guard: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const scope = typeof rule === "string" ? rule : rule(c.req.method);
    if (scope) await admit(await callerOf(c.req.raw, c.var.services), scope, action, c.var.services);
    await next();
  };
  guards.set(guard, rule);
  return guard;
}

async function admit(caller: Caller, scope: string, action: string, { callers }: CallerServices) {
  if (caller.kind === "anonymous") {
    throw new AppError("unauthenticated", "unauthenticated", `Please sign in to ${action}.`);
  }
  const refusal = caller.kind === "account" ? caller.staffRefusal(scope) : null;
  if (refusal === "session-idle" && caller.kind === "account") {
    // Ended, not merely refused: the refused request itself counts as use.
    await callers.endSession(caller);
    throw new AppError(
      "unauthenticated",
      "cms-session-expired",
      "Your staff session timed out. Please sign in again.",
    );
  }
  if (refusal === "two-step-required") {
    throw new AppError(
      "forbidden",
      "two-step-required",
      "Staff work needs a session opened with two-step verification: turn it on if it is off, then sign in again with your code (or with a passkey).",
    );
  }
  if (!caller.scopes.includes(scope)) {
    throw new AppError("forbidden", "forbidden-role", `Your role may not ${action}.`, { scope });
  }
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** A process on this machine, talking to the socket directly rather than through a proxy. */
export function isDirectLoopback(headers: Headers, env: unknown): boolean {
  const relayed = headers.has("X-Forwarded-For") || headers.has("Forwarded");
  const address = clientAddressOf(headers, env, { mode: "none" });
  return !relayed && address !== null && LOOPBACK.has(address);
}
