import type { RouterContextProvider } from "react-router";
import type { StaffAction } from "../../../../server/billing/service.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { type CmsStaff, requireCmsPage } from "../cms-access.server.ts";

export type Context = Readonly<RouterContextProvider>;

/**
 * Every billing page: an admin (`billing:manage`), the billing admin service, and who is acting
 * as the audit log records them.
 */
export async function billingPage(context: Context): Promise<{
  staff: CmsStaff;
  admin: ReturnType<typeof requestScopeOf>["services"]["billing"]["admin"];
  who: StaffAction;
}> {
  const staff = await requireCmsPage(context, "billing:manage");
  const { services, clientIp } = requestScopeOf(context);
  return {
    staff,
    admin: services.billing.admin,
    who: {
      actor: { kind: "account", id: String(staff.auth.user.id), role: staff.auth.user.role },
      ip: clientIp ?? null,
    },
  };
}
