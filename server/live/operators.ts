import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";

/** Someone allowed to score matches by hand: a person with a role, or automation holding the admin token. */
export type Operator = { id: string; role: string };

/**
 * Recognises the credentials of a request, or returns null when they are not
 * its kind. Accounts add their own resolver next to the admin token's.
 */
export type OperatorResolver = (request: Request) => Promise<Operator | null> | Operator | null;

export const scoringRoles: readonly string[] = ["operator", "admin"];

export function adminTokenResolver(adminToken: string): OperatorResolver {
  const expected = Buffer.from(adminToken);
  return (request) => {
    const presented = Buffer.from(bearerOf(request) ?? "");
    const same = presented.length === expected.length && timingSafeEqual(presented, expected);
    return same ? { id: "admin-token", role: "admin" } : null;
  };
}

export function bearerOf(request: Request): string | null {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** 401 without valid credentials, 403 when they belong to someone who may not score. */
export function requireOperator(resolvers: readonly OperatorResolver[]): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.header("Authorization") && !c.req.header("Cookie")) {
      throw new AppError(
        "unauthenticated",
        "auth-required",
        "Sign in or send a Bearer token to score matches.",
      );
    }
    let operator: Operator | null = null;
    for (const resolve of resolvers) {
      operator = await resolve(c.req.raw);
      if (operator) break;
    }
    if (!operator)
      throw new AppError("unauthenticated", "invalid-credentials", "These credentials are not valid.");
    if (!scoringRoles.includes(operator.role)) {
      throw new AppError("forbidden", "forbidden-role", "Only operators and admins may score matches.");
    }
    await next();
  };
}
