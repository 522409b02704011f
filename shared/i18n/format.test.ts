import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { compactElements, formatParts, formatText } from "./format.ts";
import { intlLocaleOf, isLocale } from "./locales.ts";

const catalogueDir = fileURLToPath(new URL("../../locales/", import.meta.url));
const when = new Date(Date.UTC(2026, 11, 2, 19, 45));

/** Every way a message can be filled: each select's keys and other, counts that take each plural form. */
function valueSets(elements: MessageFormatElement[]): Array<Record<string, unknown>> {
  const choices = new Map<string, unknown[]>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.argument) choices.set(element.value, ["Ana", "Vinícius Júnior"]);
      if (element.type === TYPE.number) choices.set(element.value, [0, 1, 2.5, 1234.5]);
      if (element.type === TYPE.date || element.type === TYPE.time) choices.set(element.value, [when]);
      if (element.type === TYPE.plural) choices.set(element.value, [0, 1, 2, 3, 5, 11, 21, 101, 1234]);
      if (element.type === TYPE.select)
        choices.set(element.value, [...Object.keys(element.options), "unlisted"]);
      if (element.type === TYPE.tag) {
        choices.set(element.value, [(chunks: string[]) => `[${chunks.join("")}]`]);
        walk(element.children);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(elements);
  // One value set per choice of each placeholder in turn, the others at their first.
  const first = Object.fromEntries([...choices].map(([name, values]) => [name, values[0]]));
  const sets = [first];
  for (const [name, values] of choices)
    for (const value of values.slice(1)) sets.push({ ...first, [name]: value });
  return sets;
}

/** A message parsed as the server parses catalogues, in the short form pages carry. */
const short = (message: string, options: { shouldParseSkeletons?: boolean } = {}) =>
  compactElements(parse(message, { ignoreTag: false, ...options }));

describe("message formatting", () => {
  const files = readdirSync(catalogueDir).filter((file) => file.endsWith(".json"));

  it("says every message of every catalogue as FormatJS's own formatter does", () => {
    let compared = 0;
    for (const file of files) {
      const locale = file.replace(/\.json$/, "");
      expect(isLocale(locale), file).toBe(true);
      const intlLocale = intlLocaleOf(locale as never);
      const messages = JSON.parse(readFileSync(join(catalogueDir, file), "utf8")) as Record<string, string>;
      for (const [id, message] of Object.entries(messages)) {
        const elements = parse(message, { ignoreTag: false });
        const reference = new IntlMessageFormat(elements, intlLocale);
        for (const values of valueSets(elements)) {
          const expected = reference.format(values as never);
          const said = Array.isArray(expected) ? expected.join("") : String(expected);
          // In the short form catalogues carry to pages.
          expect(
            formatText(compactElements(elements), intlLocale, values),
            `${locale} ${id} ${JSON.stringify(values)}`,
          ).toBe(said);
          compared++;
        }
      }
    }
    // Seven catalogues of some thousands of messages each.
    expect(compared).toBeGreaterThan(7 * 2000);
  });

  it("hands a tag's content to its function and keeps what it draws as a part", () => {
    const elements = short(
      "Read <terms>the terms</terms> for {count, plural, one {# plan} other {# plans}}.",
    );
    const link = (chunks: Array<string | { link: string }>) => ({ link: chunks.join("") });
    expect(formatParts(elements, "en", { terms: link, count: 2 })).toEqual([
      "Read ",
      { link: "the terms" },
      " for 2 plans.",
    ]);
  });

  it("formats counts, numbers and the plural forms of the language asked for", () => {
    const elements = short("{count, plural, one {# Spiel} other {# Spiele}} · {share, number, ::percent}", {
      shouldParseSkeletons: true,
    });
    expect(formatText(elements, "de", { count: 1, share: 0.5 })).toBe("1 Spiel · 50\u00a0%");
    expect(formatText(elements, "de", { count: 1234, share: 0.25 })).toBe("1.234 Spiele · 25\u00a0%");
    const arabic = short(
      "{n, plural, zero {لا مباريات} one {مباراة} two {مباراتان} few {# مباريات} many {# مباراة} other {# مباراة}}",
    );
    expect(formatText(arabic, intlLocaleOf("ar"), { n: 2 })).toBe("مباراتان");
    expect(formatText(arabic, intlLocaleOf("ar"), { n: 3 })).toBe("3 مباريات");
  });

  it("refuses a message filled without one of its values rather than show a gap", () => {
    expect(() => formatText(short("Hello {name}"), "en", {})).toThrow(/"name"/);
  });
});
