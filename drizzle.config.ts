import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each domain owns its tables in a schema.ts (a capability's folder may hold its own) or in a
  // *-schema.ts beside a capability's code.
  schema: ["./server/**/schema.ts", "./server/**/*-schema.ts"],
  out: "./drizzle",
});
