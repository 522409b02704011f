import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TestSite } from "../app/testing/test-site.ts";
import type { Role } from "../auth/schema.ts";
import { users } from "../auth/schema.ts";

let fans = 0;

export type Fan = { token: string; userId: number; name: string };

/** A signed-up account; verified and with a role when asked. */
export async function signUp(
  site: TestSite,
  options: { verified?: boolean; role?: Role; name?: string } = {},
): Promise<Fan> {
  const name = options.name ?? `Fan${++fans}`;
  const response = await fetch(`${site.url}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: `chat${++fans}-${process.pid}@example.com`,
      password: "correct horse battery staple",
      display_name: name,
    }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; token: { access_token: string } } };
  await site.services.database.db
    .update(users)
    .set({ emailVerified: options.verified ?? true, role: options.role ?? "user" })
    .where(eq(users.id, data.id));
  return { token: data.token.access_token, userId: data.id, name };
}

export type Answer<T> = {
  status: number;
  headers: Headers;
  body: T & { error?: { code: string; details?: Record<string, unknown> } };
};

export async function call<T = { data: Record<string, unknown> }>(
  site: TestSite,
  method: string,
  path: string,
  init: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${site.url}/api${path}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}
