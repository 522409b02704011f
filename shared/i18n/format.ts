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
export const SELECT = 5;
export const PLURAL = 6;
const POUND = 7;
export const TAG = 8;

export type FormatValues = Record<string, unknown>;

/** A select's or a plural's forms by key (`one`, `=0`, `other`, a select's value). */
type Forms = { readonly [key: string]: readonly MessageElement[] };

/**
 * An element as catalogues carry it, the parser's objects written short: a text part as its bare
 * string, `#` as 7, and any other as an array of its kind, its value's name and what it needs
 * (a style, the forms, a tag's content). On the wire the parser's wrappers (`{"type":1,"value":…}`,
 * each form's `{"value":…}`, a plural's default offset and kind) weighed more than many texts.
 */
export type MessageElement =
  | string
  | typeof POUND
  | readonly [typeof ARGUMENT, string]
  | readonly [typeof NUMBER | typeof DATE | typeof TIME, string, (string | Record<string, unknown>)?]
  | readonly [typeof SELECT, string, Forms]
  | readonly [typeof PLURAL, string, Forms, number?, "ordinal"?]
  | readonly [typeof TAG, string, readonly MessageElement[]];

/** The parser's elements, at any depth, in the short form catalogues carry (`MessageElement`). */
export function compactElements(elements: readonly MessageFormatElement[]): MessageElement[] {
  const forms = (options: Record<string, { value: MessageFormatElement[] }>): Forms =>
    Object.fromEntries(Object.entries(options).map(([key, option]) => [key, compactElements(option.value)]));
  return elements.map((element): MessageElement => {
    switch (element.type) {
      case LITERAL:
        return element.value;
      case POUND:
        return POUND;
      case ARGUMENT:
        return [ARGUMENT, element.value];
      case NUMBER:
      case DATE:
      case TIME: {
        const { style } = element as { style?: unknown };
        const kept =
          typeof style === "string"
            ? style
            : style && typeof style === "object" && "parsedOptions" in style
              ? (style.parsedOptions as Record<string, unknown>)
              : undefined;
        return kept === undefined ? [element.type, element.value] : [element.type, element.value, kept];
      }
      case SELECT:
        return [SELECT, element.value, forms(element.options)];
      case PLURAL: {
        const shapes = forms(element.options);
        if (element.pluralType === "ordinal")
          return [PLURAL, element.value, shapes, element.offset, "ordinal"];
        return element.offset
          ? [PLURAL, element.value, shapes, element.offset]
          : [PLURAL, element.value, shapes];
      }
      default:
        return [TAG, element.value, compactElements(element.children)];
    }
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

// ICU's named styles (`{n, number, percent}`, `{d, date, short}`); a skeleton (`::percent`) is carried
// as the options it stands for.
const NUMBER_STYLES: Record<string, Record<string, unknown>> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: "percent" },
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
    if (element === POUND) {
      if (typeof pluralValue === "number") push(intl(Intl.NumberFormat, locale).format(pluralValue));
      continue;
    }
    const name = element[1];
    if (!values || !(name in values)) throw new Error(`The message needs a value for "${name}".`);
    const value = values[name];
    switch (element[0]) {
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
        const style = typeof element[2] === "string" ? NUMBER_STYLES[element[2]] : element[2];
        const scale = typeof style?.scale === "number" ? style.scale : 1;
        push(intl(Intl.NumberFormat, locale, style).format((value as number) * scale));
        break;
      }
      case DATE:
      case TIME: {
        const [kind, , style] = element;
        const options =
          typeof style === "string"
            ? { [kind === DATE ? "dateStyle" : "timeStyle"]: style }
            : (style ??
              (kind === TIME ? { hour: "numeric", minute: "numeric", second: "numeric" } : undefined));
        push(intl(Intl.DateTimeFormat, locale, options).format(value as Date | number));
        break;
      }
      case TAG: {
        if (typeof value !== "function") throw new Error(`The message's <${name}> needs a function.`);
        const inner = formatParts<Part>(element[2], locale, values, pluralValue);
        const drawn = (value as (chunks: Array<string | Part>) => Part | Part[])(inner);
        for (const part of Array.isArray(drawn) ? drawn : [drawn]) push(part);
        break;
      }
      case SELECT: {
        const forms = element[2];
        const form = Object.hasOwn(forms, String(value)) ? forms[String(value)] : forms.other;
        if (!form) throw new Error(`The message has no "${String(value)}" for "${name}".`);
        for (const part of formatParts<Part>(form, locale, values)) push(part);
        break;
      }
      case PLURAL: {
        const [, , forms, offset = 0, type = "cardinal"] = element;
        const count = Number(value);
        let form = forms[`=${count}`];
        if (!form) {
          const rule = intl(Intl.PluralRules, locale, { type }).select(count - offset);
          form = forms[rule] ?? forms.other;
        }
        if (!form) throw new Error(`The message has no form for ${count} of "${name}".`);
        for (const part of formatParts<Part>(form, locale, values, count - offset)) push(part);
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
