import type { Context } from "hono";
import type { AuditActor } from "../platform/audit/audit.ts";
import type { ApiEnv } from "./api-router.ts";
import { type Caller, callerOf, requireScope, type ScopeRule } from "./caller.ts";
import { clientAddressOf } from "./client-address.ts";

export type Staff = Exclude<Caller, { kind: "anonymous" }>;

/**
 * Every admin-area API call goes through the kit's one guard (requireScope): the scope,
 * two-step sign-in for operators and admins, and the 30-minute idle rule, as on every
 * other staff route. Cookie calls from another site are refused by the caller check itself.
 */
export const requireCms = (rule: ScopeRule) => requireScope(rule);

/** The staff member behind a request that passed the guard, as the audit log names them. */
export async function actorOf(c: Context<ApiEnv>): Promise<{ actor: AuditActor; ip: string | null }> {
  const caller = (await callerOf(c.req.raw, c.var.services)) as Staff;
  return {
    actor: { kind: caller.kind, id: caller.id, role: caller.role },
    ip: clientAddressOf(c.req.raw.headers, c.env, c.var.services.config.TRUST_PROXY),
  };
}
