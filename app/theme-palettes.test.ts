import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The end-to-end accessibility sweep checks dark pages through the system scheme (no theme chosen),
// switching it in place. That says something about a fan who chose dark only while the palette a
// chosen theme gets and the one the system scheme gets are the same: this holds them together.
const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

/** The custom properties of the first rule whose selector is exactly `selector`. */
function palette(source: string, selector: string): Record<string, string> {
  const start = source.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = source.slice(start + selector.length + 2, source.indexOf("}", start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+|color-scheme)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value?.trim(),
    ]),
  );
}

describe("the colour palettes", () => {
  it("gives a fan who chose dark the palette the system's dark scheme gets", () => {
    const chosen = palette(css, '[data-theme="dark"]');
    const system = palette(
      css.slice(css.indexOf("@media (prefers-color-scheme: dark) {\n  [data-theme")),
      '[data-theme="system"]',
    );
    expect(chosen["color-scheme"]).toBe("dark");
    expect(Object.keys(chosen).length).toBeGreaterThan(8);
    expect(system).toEqual(chosen);
  });

  it("gives a fan who chose light the default palette", () => {
    const light = palette(css, ':root,\n[data-theme="light"]');
    expect(light["color-scheme"]).toBe("light");
    expect(Object.keys(light)).toEqual(Object.keys(palette(css, '[data-theme="dark"]')));
  });
});
