// Every domain owns its tables; this file only gathers them for drizzle.

export * from "../auth/schema.ts";
export * from "../billing/gateways/stripe-schema.ts";
export * from "../billing/schema.ts";
export * from "../chat/schema.ts";
export * from "../cms/schema.ts";
export * from "../content/schema.ts";
export * from "../follow/schema.ts";
export * from "../live/schema.ts";
export * from "../notify/schema.ts";
export * from "../odds/schema.ts";
export * from "../platform/schema.ts";
export * from "../reports/schema.ts";
export * from "../social/schema.ts";
export * from "../sports/import/uploads-schema.ts";
export * from "../sports/schema.ts";
export * from "../video/movies-schema.ts";
export * from "../video/schema.ts";
export * from "../video/tv-schema.ts";
