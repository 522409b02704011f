// Every domain owns its tables; this file only gathers them for drizzle.

export * from "../auth/schema.ts";
export * from "../billing/gateways/stripe-schema.ts";
export * from "../billing/schema.ts";
export * from "../cms/schema.ts";
export * from "../follow/schema.ts";
export * from "../live/schema.ts";
export * from "../notify/schema.ts";
export * from "../platform/schema.ts";
export * from "../reports/schema.ts";
export * from "../sports/import/uploads-schema.ts";
export * from "../sports/schema.ts";
