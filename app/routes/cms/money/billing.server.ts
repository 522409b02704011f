import type { RouterContextProvider } from "react-router";
import type { StaffAction } from "../../../../server/billing/service.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { type CmsStaff, requireCmsPage } from "../cms-access.server.ts";

export type Context = Readonly<RouterContextProvider>;

type Billing = ReturnType<typeof requestScopeOf>["services"]["billing"];

/**
 * Every billing page: an admin (`billing:manage`), the billing admin service and the schemas its
 * forms and lists are checked with, and who is acting as the audit log records them.
 */
export async function billingPage(context: Context): Promise<{
  staff: CmsStaff;
  admin: Billing["admin"];
  schemas: Billing["billingAdminSchemas"];
  who: StaffAction;
}> {
  const staff = await requireCmsPage(context, "billing:manage");
  const { services, clientIp } = requestScopeOf(context);
  return {
    staff,
    admin: services.billing.admin,
    schemas: services.billing.billingAdminSchemas,
    who: {
      actor: { kind: "account", id: String(staff.auth.user.id), role: staff.auth.user.role },
      ip: clientIp ?? null,
    },
  };
}
