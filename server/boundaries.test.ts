import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules that keep domains small (docs/ARCHITECTURE.md): pages reach
 * the server only through *.server.ts modules (type-only imports aside); a domain uses another only
 * through what it exports (service, schema, test helpers); shared
 * infrastructure depends on no domain.
 */
const root = resolve(import.meta.dirname, "..");
const DOMAINS = [
  "auth",
  "billing",
  "chat",
  "cms",
  "content",
  "follow",
  "live",
  "notify",
  "odds",
  "reports",
  "social",
  "sports",
  "video",
];
/** What one domain may take from another: its service, its tables' types, its route mount, its pure laws. */
const PUBLIC = /^(service|schema|types|laws)\.ts$|^(http\/)?mount\.ts$|^api\/mount\.ts$|^routes\.ts$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  // Type-only imports are erased from the build: they share shapes, not code.
  const code = text.replace(/^(import|export) type [^;]*;/gms, "");
  const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)];
  return specifiers.map((m) => relative(root, resolve(dirname(file), m[1]!)));
}

/**
 * Pure rules the server answers with as well as the browser, so both answer alike (the match clock).
 * They live with the pages and import nothing at run time, so the server takes no page code with them.
 */
const SHARED_RULES = ["app/lib/live/clock.ts"];

const isTest = (file: string) => /\.test\.tsx?$|\/testing\/|\/testing\.ts$|test-server\.ts$/.test(file);

describe("import boundaries", () => {
  it("app/ reaches server/ only through *.server.ts modules", () => {
    const offenders = sources(join(root, "app")).flatMap((file) => {
      const name = relative(root, file);
      if (/\.server\.(test\.)?tsx?$/.test(name)) return [];
      return importsOf(file)
        .filter((target) => target.startsWith("server/"))
        .map((target) => `${name} -> ${target}`);
    });
    expect(offenders).toEqual([]);
  });

  it("server/ reaches app/ only for the pure rules both share, which import nothing at run time", () => {
    // Tests may render pages; the running server may not load them.
    const offenders = sources(join(root, "server"))
      .filter((file) => !isTest(relative(root, file)))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith("app/") && !SHARED_RULES.includes(target))
          .map((target) => `${relative(root, file)} -> ${target}`),
      );
    const impure = SHARED_RULES.flatMap((name) =>
      importsOf(join(root, name)).map((target) => `${name} -> ${target}`),
    );
    expect([...offenders, ...impure]).toEqual([]);
  });

  it("domains use each other only through what they export", () => {
    const offenders = DOMAINS.flatMap((domain) =>
      sources(join(root, "server", domain))
        .filter((file) => !isTest(relative(root, file)))
        .flatMap((file) =>
          importsOf(file)
            .filter((target) => {
              const [top, other, ...rest] = target.split("/");
              return (
                top === "server" &&
                other !== domain &&
                DOMAINS.includes(other!) &&
                !PUBLIC.test(rest.join("/"))
              );
            })
            .map((target) => `${relative(root, file)} -> ${target}`),
        ),
    );
    expect(offenders).toEqual([]);
  });

  it("shared infrastructure depends on no domain", () => {
    const offenders = sources(join(root, "server", "platform")).flatMap((file) =>
      importsOf(file)
        .filter((target) => DOMAINS.some((domain) => target.startsWith(`server/${domain}/`)))
        .map((target) => `${relative(root, file)} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });
});

/** The browser code as shipped: tests and server-only modules aside. */
const browserSources = () =>
  sources(join(root, "app"))
    .map((file) => relative(root, file))
    .filter((name) => !isTest(name) && !/\.server\.tsx?$/.test(name));

describe("the browser's ways to the server", () => {
  it("every event stream goes through the one client in app/lib/event-stream.ts", () => {
    const offenders = browserSources().filter(
      (name) =>
        name !== "app/lib/event-stream.ts" &&
        /new\s+EventSource\b/.test(readFileSync(join(root, name), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});

describe("the browser's calls to the API", () => {
  const HARD_CODED = /["'`]\/api\//;
  it("no page names the API's path: every address is built on the configured SITE_API_PATH", () => {
    const offenders = sources(join(root, "app"))
      .map((file) => relative(root, file))
      .filter((name) => !isTest(name) && HARD_CODED.test(readFileSync(join(root, name), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("every browser fetch to the API goes through app/lib/api.ts", () => {
    // A video's own signed address is asked again only to read why it failed: it is not an API path.
    const elsewhere = ["app/lib/api.ts", "app/components/video/video-player.tsx"];
    const offenders = browserSources().filter(
      (name) => !elsewhere.includes(name) && /(?<![\w.])fetch\(/.test(readFileSync(join(root, name), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
