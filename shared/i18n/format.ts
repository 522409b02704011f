import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/**
 * Formats a message already parsed by FormatJS's ICU parser (server/platform/i18n.ts parses each
 * catalogue once). The server and the browser draw every message through this one function, so a
 * page hydrates on the words it was sent; the browser carries neither the parser nor a formatter
 * built to take unparsed text. `format.test.ts` holds it to FormatJS's own formatter
 * (intl-messageformat) on every message of every catalogue.
 */

// The parser's element kinds (its TYPE enum), named here so the browser loads none of its code.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

export type FormatValues = Record<string, unknown>;

/** An element as catalogues carry it: a text part as its bare string, any other as parsed. */
export type MessageElement = string | MessageFormatElement;

/**
 * The parser's elements with every text part, at any depth, as its bare string: on the wire a text
 * part's wrapper (`{"type":0,"value":…}`) weighed more than many of the texts.
 */
export function compactElements(elements: readonly MessageFormatElement[]): MessageElement[] {
  return elements.map((element): MessageElement => {
    if (element.type === LITERAL) return element.value;
    if (element.type === TAG) return { ...element, children: compactElements(element.children) as never };
    if (element.type === SELECT || element.type === PLURAL) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { value: compactElements(option.value) },
        ]),
      );
      return { ...element, options } as never;
    }
    return element;
  });
}

// Intl objects are costly to make and never change: one per language and options, shared.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function intl<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: new (locale: string, options?: object) => T,
  locale: string,
  options?: object,
): T {
  const key = `${kind.name} ${locale} ${JSON.stringify(options ?? {})}`;
  let object = made.get(key) as T | undefined;
  if (!object) {
    object = new kind(locale, options);
    made.set(key, object);
  }
  return object;
}

// ICU's named styles (`{n, number, percent}`, `{d, date, short}`); a skeleton (`::percent`) carries
// its options parsed.
const NUMBER_STYLES: Record<string, Record<string, unknown>> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: "percent" },
};
const styleOf = (element: { style?: unknown }): Record<string, unknown> | undefined => {
  const style = element.style;
  if (style && typeof style === "object" && "parsedOptions" in style) {
    return style.parsedOptions as Record<string, unknown>;
  }
  return undefined;
};

/**
 * The message's parts: text, and whatever a tag's function made of its content (`<link>…</link>`
 * drawn as a link). Neighbouring texts are joined.
 */
export function formatParts<Part>(
  elements: readonly MessageElement[],
  locale: string,
  values: FormatValues | undefined,
  pluralValue?: number,
): Array<string | Part> {
  const parts: Array<string | Part> = [];
  const push = (part: string | Part) => {
    const last = parts.length - 1;
    if (typeof part === "string" && typeof parts[last] === "string") parts[last] += part;
    else parts.push(part);
  };
  for (const element of elements) {
    if (typeof element === "string") {
      push(element);
      continue;
    }
    if (element.type === LITERAL) {
      push(element.value);
      continue;
    }
    if (element.type === POUND) {
      if (typeof pluralValue === "number") push(intl(Intl.NumberFormat, locale).format(pluralValue));
      continue;
    }
    const name = element.value;
    if (!values || !(name in values)) throw new Error(`The message needs a value for "${name}".`);
    const value = values[name];
    switch (element.type) {
      case ARGUMENT:
        push(
          typeof value === "string" || typeof value === "number" || typeof value === "bigint"
            ? String(value)
            : value
              ? (value as Part)
              : "",
        );
        break;
      case NUMBER: {
        const style = typeof element.style === "string" ? NUMBER_STYLES[element.style] : styleOf(element);
        const scale = typeof style?.scale === "number" ? style.scale : 1;
        push(intl(Intl.NumberFormat, locale, style).format((value as number) * scale));
        break;
      }
      case DATE:
      case TIME: {
        const named = typeof element.style === "string" ? element.style : null;
        const style = named
          ? { [element.type === DATE ? "dateStyle" : "timeStyle"]: named }
          : (styleOf(element) ??
            (element.type === TIME ? { hour: "numeric", minute: "numeric", second: "numeric" } : undefined));
        push(intl(Intl.DateTimeFormat, locale, style).format(value as Date | number));
        break;
      }
      case TAG: {
        if (typeof value !== "function") throw new Error(`The message's <${name}> needs a function.`);
        const inner = formatParts<Part>(element.children, locale, values, pluralValue);
        const drawn = (value as (chunks: Array<string | Part>) => Part | Part[])(inner);
        for (const part of Array.isArray(drawn) ? drawn : [drawn]) push(part);
        break;
      }
      case SELECT: {
        const option = Object.hasOwn(element.options, String(value))
          ? element.options[String(value)]
          : element.options.other;
        if (!option) throw new Error(`The message has no "${String(value)}" for "${name}".`);
        for (const part of formatParts<Part>(option.value, locale, values)) push(part);
        break;
      }
      case PLURAL: {
        const count = Number(value);
        let option = element.options[`=${count}`];
        if (!option) {
          const rule = intl(Intl.PluralRules, locale, { type: element.pluralType }).select(
            count - element.offset,
          );
          option = element.options[rule] ?? element.options.other;
        }
        if (!option) throw new Error(`The message has no form for ${count} of "${name}".`);
        for (const part of formatParts<Part>(option.value, locale, values, count - element.offset))
          push(part);
        break;
      }
    }
  }
  return parts;
}

/** The message as text. */
export const formatText = (
  elements: readonly MessageElement[],
  locale: string,
  values: FormatValues | undefined,
): string => formatParts<string>(elements, locale, values).join("");
