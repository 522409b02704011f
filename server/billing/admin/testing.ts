import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { testSecrets } from "../../app/testing/test-site.ts";
import { sandboxEventFor, signedSandboxDelivery } from "../gateways/sandbox.ts";
import { ownPayment } from "../payments.ts";
import { api, type BillingSite, checkout, signUpFan } from "../testing.ts";

type Failure = { error: { code: string; message: string; details?: Record<string, unknown> } };

/** One admin-area API call as automation with the admin token (it acts as an admin). */
export async function adminCall<T = object>(
  site: BillingSite,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
) {
  const response = await fetch(`${site.url}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${init.token ?? testSecrets.ADMIN_TOKEN}`,
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T & Failure };
}

export const key = () => `key-${crypto.randomUUID()}`;

/** A fan who bought `planId` with the sandbox; its signed notification is delivered at once. */
export async function paidBySandbox(
  site: BillingSite,
  planId: number,
  fan?: { token: string; userId: number },
) {
  const buyer = fan ?? (await signUpFan(site));
  const started = await checkout(site, buyer.token, { plan_id: planId, method: "sandbox" });
  expect(started.status).toBe(201);
  const paymentId = started.body.data.payment.id;
  const row = await ownPayment(site.services.database.db, buyer.userId, paymentId);
  const { body, headers } = signedSandboxDelivery(site.services.config, sandboxEventFor(row, "paid"));
  const delivered = await api<{ data: { outcome: string } }>(site, "/billing/webhooks/sandbox", {
    body,
    headers,
  });
  expect(delivered.body.data.outcome).toBe("paid");
  return { ...buyer, paymentId, reference: row.reference };
}

/** The audit log's actions on one target, oldest first. */
export async function auditActions(site: BillingSite, type: string, id: number): Promise<string[]> {
  const result = await site.services.database.db.execute(
    sql`select action from audit_log where target_type = ${type} and target_id = ${String(id)} order by id`,
  );
  return (result as unknown as { rows: Array<{ action: string }> }).rows.map((row) => row.action);
}
