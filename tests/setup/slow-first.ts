import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const root = resolve(import.meta.dirname, "../..");
/** Where the measured durations are kept; `npm run -s test:durations` writes it from the last run. */
export const DURATIONS_FILE = resolve(import.meta.dirname, "test-durations.json");

/** Each slow test file's wall time in milliseconds, as last measured. */
export function measuredDurations(): Record<string, number> {
  return JSON.parse(readFileSync(DURATIONS_FILE, "utf8")) as Record<string, number>;
}

/**
 * Runs the slowest test files first, so the last minute of a run is not one long file on one core
 * while the others sit idle. Vitest does this from its own cache of the last run's durations, which
 * a fresh checkout (every CI run) does not have: there it fell back to file size, started the
 * crash-recovery and transcoding files last and the suite took 190-217 s instead of 145 s. The
 * durations kept in the repository stand in for the missing cache; a file measured since in this
 * checkout goes by its cached time, and a file in neither goes by Vitest's usual rule.
 */
export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cached = (spec: TestSpecification) => this.ctx.cache.getTestSpecificationResult(spec);
    if (files.every((spec) => cached(spec))) return super.sort(files);
    const measured = measuredDurations();
    const duration = (spec: TestSpecification) =>
      cached(spec)?.duration ?? measured[relative(root, spec.moduleId)] ?? 0;
    const byRule = await super.sort(files);
    const place = new Map(byRule.map((spec, index) => [spec, index]));
    return [...files].sort((a, b) => duration(b) - duration(a) || place.get(a)! - place.get(b)!);
  }
}
