// The test files and what they import, read from the source alone (nothing is run or bundled), for
// the scripts that pick a subset of the suite: the PostgreSQL pass and `npm run test:changed`.
import { existsSync, globSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { UNIT_TEST_GLOB } from "../tests/setup/test-files.ts";

export const root = resolve(import.meta.dirname, "..");

/** Vitest's test files. Paths below are relative to the repository root, with forward slashes. */
export function unitTestFiles(): string[] {
  return globSync(UNIT_TEST_GLOB, { cwd: root }).sort();
}

const sources = new Map<string, string>();

export function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(join(root, file), "utf8");
    sources.set(file, text);
  }
  return text;
}

// `import … from "./x.ts"`, `export … from "./x.ts"`, `import "./x.ts"` and `import("./x.ts")`;
// `import type` is left out: it loads nothing when the test runs.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s)?(?:[^;"'`]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/gm;

const imports = new Map<string, string[]>();

/** The repository's own modules a file loads directly (packages are left out). */
export function localImports(file: string): string[] {
  const known = imports.get(file);
  if (known) return known;
  const found: string[] = [];
  for (const [, typeOnly, staticPath, dynamicPath] of source(file).matchAll(IMPORT)) {
    const path = staticPath ?? dynamicPath;
    if (typeOnly || !path || !/\.tsx?$/.test(path)) continue;
    const target = relative(root, resolve(root, dirname(file), path))
      .split("\\")
      .join("/");
    if (existsSync(join(root, target))) found.push(target);
  }
  imports.set(file, found);
  return found;
}

/** The file and every repository module it loads, directly or through others. */
export function importClosure(file: string): Set<string> {
  const seen = new Set([file]);
  const pending = [file];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const target of localImports(next)) {
      if (!seen.has(target)) {
        seen.add(target);
        pending.push(target);
      }
    }
  }
  return seen;
}
