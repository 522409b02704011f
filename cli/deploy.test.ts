import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = resolve(import.meta.dirname, "..");
const read = (path: string) => readFileSync(resolve(root, path), "utf8");

type Service = {
  build?: { context: string; dockerfile: string };
  env_file?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
};

describe("the two-node deployment (deploy/)", () => {
  const compose = parse(read("deploy/compose.yaml"), { merge: true }) as {
    services: Record<string, Service>;
  };

  it("runs two app nodes of this repository, on one database, one Redis and the same secrets", () => {
    const { app1, app2 } = compose.services;
    expect(app1?.build).toEqual({ context: "..", dockerfile: "deploy/Dockerfile" });
    expect(app2).toEqual(app1);
    const env = app1!.environment!;
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/goalline:.*@postgres:5432\/goalline$/);
    expect(env.REDIS_URL).toBe("redis://redis:6379");
    for (const key of [
      "SESSION_SECRET",
      "PASSWORD_PEPPER",
      "ADMIN_TOKEN",
      "VAPID_PUBLIC_KEY",
      "VAPID_PRIVATE_KEY",
    ]) {
      expect(env[key], key).toBe(`\${${key}:?set ${key}}`);
    }
    expect(env.TRUST_PROXY).toBe("1");
    // Every other setting comes from deploy/.env (a copy of env.example).
    expect(app1!.env_file).toBe(".env");
    expect(env.SITE_URL).toMatch(/^https:\/\//);
    expect(app1!.volumes).toEqual(["data:/data"]);
    expect(Object.keys(compose.services).sort()).toEqual(["app1", "app2", "caddy", "postgres", "redis"]);
    // Only the proxy is reachable from outside.
    expect(Object.entries(compose.services).filter(([, service]) => service.ports)).toEqual([
      ["caddy", expect.objectContaining({ ports: ["80:80", "443:443"] })],
    ]);
  });

  it("proxies to both nodes with TLS, streams unbuffered and routes by readiness", () => {
    const caddyfile = read("deploy/Caddyfile");
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000 \{/);
    expect(caddyfile).toMatch(/^\s*flush_interval -1$/m);
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
    expect(caddyfile).toMatch(/^\s*tls internal$/m);
  });

  it("builds the image as npm start serves: installed from the lock, built, run by a non-root user", () => {
    const dockerfile = read("deploy/Dockerfile");
    const lines = dockerfile.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(lines.filter((line) => line.startsWith("FROM "))).toEqual([
      "FROM node:24-slim AS build",
      "FROM node:24-slim",
    ]);
    expect(dockerfile).toContain("RUN npm ci");
    expect(dockerfile).toContain("RUN npm run build");
    expect(lines.findLast((line) => line.startsWith("USER "))).toBe("USER node");
    expect(lines.at(-1)).toBe('CMD ["node", "server/main.ts"]');
    // What the server reads at run time is in the image.
    for (const path of ["build", "server", "drizzle", "node_modules", "package.json"]) {
      expect(dockerfile).toMatch(new RegExp(`COPY --from=build --chown=node:node /app/${path} `));
    }
  });
});
