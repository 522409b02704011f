import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules that keep domains small (docs/ARCHITECTURE.md): pages import server code as
 * types only and reach it through `services`; a domain uses another only
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

function importsOf(file: string, { types = false } = {}): string[] {
  const text = readFileSync(file, "utf8");
  // Type-only imports are erased from the build: they share shapes, not code.
  const code = types ? text : text.replace(/^(import|export) type [^;]*;/gms, "");
  const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)];
  return specifiers.map((m) => relative(root, resolve(dirname(file), m[1]!)));
}

// Test helpers: in a testing/ folder, or named testing.ts or <subject>-testing.ts beside their tests.
const isTest = (file: string) => /\.test\.tsx?$|\/testing\/|[/-]testing\.ts$|test-server\.ts$/.test(file);

/** The server's running code, tests and their helpers aside, as paths from the root. */
const serverSources = () =>
  sources(join(root, "server"))
    .map((file) => relative(root, file))
    .filter((file) => !isTest(file));

/**
 * Three layers, imports only downward (docs/ARCHITECTURE.md): the composition root on top,
 * the domains in the middle, and on the ground the kit, the platform, the database and config.
 */
function layerOf(file: string): "top" | "middle" | "ground" | "entry" {
  if (file === "server/main.ts") return "entry";
  if (file.startsWith("server/app/")) return "top";
  if (DOMAINS.some((domain) => file.startsWith(`server/${domain}/`))) return "middle";
  return "ground";
}

/** The server's test helpers (test files aside): the only files an arrow back up may start from. */
const helperSources = () =>
  sources(join(root, "server"))
    .map((file) => relative(root, file))
    .filter((file) => isTest(file) && !/\.test\.tsx?$/.test(file));

/** The pages' code, tests aside (React Router's generated types too). */
const appSources = () =>
  sources(join(root, "app"))
    .map((file) => relative(root, file))
    .filter((file) => !isTest(file) && !file.includes("/+types/"));

/**
 * The floors of the whole tree, ground first: shared/; the database, config and platform; the kit
 * (http/); the domains; the composition root; its entry; then the pages, whose lib stands under their
 * components, which stand under routes and layouts. A file imports only its own floor or lower.
 */
function floorOf(file: string): number {
  if (file.startsWith("shared/")) return 0;
  if (/^server\/(db|config|platform|testing)\//.test(file)) return 1;
  if (file.startsWith("server/http/")) return 2;
  if (file === "server/main.ts") return 5;
  if (file.startsWith("server/")) return { top: 4, middle: 3, ground: 1, entry: 5 }[layerOf(file)];
  if (file.startsWith("app/lib/")) return 6;
  if (file.startsWith("app/components/")) return 7;
  if (file.startsWith("app/")) return 8;
  return 9;
}

/** Groups of files that import each other, directly or around a circle (Tarjan's algorithm). */
function circlesAmong(files: string[]): string[][] {
  const known = new Set(files);
  const next = new Map(
    files.map((file) => [file, importsOf(join(root, file), { types: true }).filter((t) => known.has(t))]),
  );
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file)!) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return circles;
}

describe("import boundaries", () => {
  it("pages import server code as types only: what runs reaches the server through `services`", () => {
    // A value import would put a second copy of the server module in the page bundle.
    const offenders = sources(join(root, "app"))
      .map((file) => relative(root, file))
      .filter((name) => !isTest(name))
      .flatMap((name) =>
        importsOf(join(root, name))
          .filter((target) => target.startsWith("server/"))
          .map((target) => `${name} -> ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it("server/ never reaches into app/: what both sides run lives in shared/", () => {
    // Tests may render pages; the running server may not load them, not even the key pages read their
    // request scope under (shared/request-scope-key.ts).
    const offenders = sources(join(root, "server"))
      .filter((file) => !isTest(relative(root, file)))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith("app/"))
          .map((target) => `${relative(root, file)} -> ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it("shared/, the ground both sides stand on, imports nothing of the project, not even a type", () => {
    const offenders = sources(join(root, "shared"))
      .filter((file) => !isTest(relative(root, file)))
      .flatMap((file) =>
        importsOf(file, { types: true })
          .filter((target) => !target.startsWith("shared/"))
          .map((target) => `${relative(root, file)} -> ${target}`),
      );
    expect(offenders).toEqual([]);
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

  it("the ground (kit, platform, database, config) imports no domain and not the composition root, not even a type", () => {
    const offenders = serverSources()
      .filter((file) => layerOf(file) === "ground")
      .flatMap((file) =>
        importsOf(join(root, file), { types: true })
          .filter((target) => target.startsWith("server/") && layerOf(target) !== "ground")
          .map((target) => `${file} -> ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it("only main.ts imports the composition root, not even a type", () => {
    const offenders = serverSources()
      .filter((file) => layerOf(file) !== "top" && file !== "server/main.ts")
      .flatMap((file) =>
        importsOf(join(root, file), { types: true })
          .filter((target) => layerOf(target) === "top")
          .map((target) => `${file} -> ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it("a domain's HTTP routes sit in files named *.routes.ts, beside its mount (routes.ts)", () => {
    const offenders = serverSources().filter(
      (file) =>
        layerOf(file) === "middle" && /routes/.test(file) && !/(^|\/)(routes|[\w-]+\.routes)\.ts$/.test(file),
    );
    expect(offenders).toEqual([]);
  });

  it("routes and pages go through their domain's door on `services`, never the raw database handle", () => {
    // A route and the page beside it call the same domain function (`services.sports.getTeam(id)`);
    // the database is reached inside the domain, so go-to-definition leads from either to the query.
    const doors = [
      ...serverSources().filter((file) => /(^|\/)([\w-]+\.)?routes\.ts$/.test(file)),
      ...appSources(),
    ];
    const offenders = doors.filter((file) =>
      /\bdatabase\.db\b|\bdatabaseOf\b/.test(readFileSync(join(root, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("no circle of imports, type imports included", () => {
    expect(circlesAmong(serverSources())).toEqual([]);
  });

  it("no two folders of server/ import each other both ways", () => {
    // Folder to folder, by the code that runs: a pair either way means one of them is in the wrong place.
    const folderOf = (file: string) => {
      const [, folder, rest] = file.split("/");
      return rest === undefined ? null : folder!;
    };
    const arrows = new Set<string>();
    for (const file of serverSources()) {
      const from = folderOf(file);
      for (const target of importsOf(join(root, file))) {
        const to = target.startsWith("server/") ? folderOf(target) : null;
        if (from && to && from !== to) arrows.add(`${from} -> ${to}`);
      }
    }
    const pairs = [...arrows]
      .map((arrow) => arrow.split(" -> ") as [string, string])
      .filter(([from, to]) => from < to && arrows.has(`${to} -> ${from}`))
      .map(([a, b]) => `${a} <-> ${b}`);
    expect(pairs).toEqual([]);
  });

  it("the platform, the database and config stand under the kit: they import nothing of http/, not even a type", () => {
    const below = /^server\/(platform|db|config)\//;
    const offenders = serverSources()
      .filter((file) => below.test(file))
      .flatMap((file) =>
        importsOf(join(root, file), { types: true })
          .filter((target) => target.startsWith("server/http/"))
          .map((target) => `${file} -> ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it("the server's root holds its entry alone: everything else lives in a folder of its layer", () => {
    const loose = readdirSync(join(root, "server")).filter(
      (name) => statSync(join(root, "server", name)).isFile() && !isTest(name),
    );
    expect(loose).toEqual(["main.ts"]);
  });

  it("no arrow runs back up the floors, but from a test helper, and at most ten of those", () => {
    // By the code that runs, as the folder pairs above: a type shares a shape, not a floor.
    const arrows = [...serverSources(), ...helperSources(), ...appSources()].flatMap((file) =>
      importsOf(join(root, file))
        .filter((target) => floorOf(target) > floorOf(file))
        .map((target) => ({ arrow: `${file} -> ${target}`, helper: isTest(file) })),
    );
    expect(arrows.filter(({ helper }) => !helper).map(({ arrow }) => arrow)).toEqual([]);
    expect(arrows.length).toBeLessThanOrEqual(10);
  });

  it("an AppError is recognised by the kit's isAppError, whichever copy of the module made it", () => {
    const offenders = [...serverSources(), ...sources(join(root, "app")).map((file) => relative(root, file))]
      .filter((file) => !file.startsWith("server/http/") && !isTest(file))
      .filter((file) => /instanceof\s+AppError\b/.test(readFileSync(join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("the pages' own imports", () => {
  it("no circle of imports in app/, type imports included", () => {
    expect(circlesAmong(appSources())).toEqual([]);
  });

  it("no two folders of app/ import each other both ways", () => {
    // app/lib under app/components under the routes and layouts: what a component and a route both
    // need lives in app/lib.
    const folderOf = (file: string) => file.split("/").slice(0, 2).join("/");
    const arrows = new Set<string>();
    for (const file of appSources()) {
      for (const target of importsOf(join(root, file))) {
        if (target.startsWith("app/") && folderOf(target) !== folderOf(file))
          arrows.add(`${folderOf(file)} -> ${folderOf(target)}`);
      }
    }
    const pairs = [...arrows]
      .map((arrow) => arrow.split(" -> ") as [string, string])
      .filter(([from, to]) => from < to && arrows.has(`${to} -> ${from}`))
      .map(([a, b]) => `${a} <-> ${b}`);
    expect(pairs).toEqual([]);
  });
});

describe("the admin area's pages", () => {
  // app/routes/cms/<group>/: one folder per group of the admin navigation (live, sports-data, …).
  const groupOf = (file: string) => /^app\/routes\/cms\/([^/]+)\//.exec(file)?.[1];

  it("take nothing from another group's folder: what two groups share sits in app/routes/cms/", () => {
    const offenders = sources(join(root, "app/routes/cms")).flatMap((file) => {
      const name = relative(root, file);
      return importsOf(file, { types: true })
        .filter((target) => !target.includes("/+types/"))
        .filter((target) => groupOf(target) !== undefined && groupOf(target) !== groupOf(name))
        .map((target) => `${name} -> ${target}`);
    });
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
    // A video's own signed address is asked again only to read why it failed, and a language's whole
    // catalogue is a file of the site (/i18n/…json): neither is an API path.
    const elsewhere = ["app/lib/api.ts", "app/components/video/video-player.tsx", "app/lib/i18n.tsx"];
    const offenders = browserSources().filter(
      (name) => !elsewhere.includes(name) && /(?<![\w.])fetch\(/.test(readFileSync(join(root, name), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
