import { type FormatValues, formatParts, formatText, type MessageElement } from "./format.ts";
import { type AnyLocale, intlLocaleOf, SOURCE_LOCALE } from "./locales.ts";

/**
 * A message as the code names it: a stable id, the English source in ICU MessageFormat, and a
 * note for translators. `npm run i18n:extract` collects these into locales/en.json. The browser's
 * build keeps only the id (vite.config.ts).
 */
export type MessageDescriptor = { id: string; defaultMessage: string; description?: string };

/** Marks messages for extraction; returns them unchanged. */
export const defineMessages = <K extends string>(messages: Record<K, MessageDescriptor>) => messages;
export const defineMessage = (message: MessageDescriptor) => message;

/**
 * A catalogue as a page receives it: a plain string when the message has no placeholders, else
 * the message already parsed, so the browser never carries an ICU parser.
 */
export type CompiledMessage = string | MessageElement[];
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

type PrimitiveType = string | number | bigint | boolean | null | undefined;
export type MessageValues = Record<string, PrimitiveType | Date>;
export type RichValues<Part> = Record<string, PrimitiveType | Date | Part | ((chunks: Part[]) => Part)>;

export type Translator = {
  readonly locale: AnyLocale;
  /** The message in this language with its placeholders filled. */
  (message: MessageDescriptor, values?: MessageValues): string;
  /** The same, with tags (`<link>…</link>`) drawn by the functions given. */
  rich<Part>(message: MessageDescriptor, values: RichValues<Part>): Array<string | Part>;
  /**
   * Names messages the page may say next without saying them now (a live game's next period), so a
   * server render carries them with the words it drew.
   */
  keep(...messages: MessageDescriptor[]): void;
};

/**
 * Formats messages from a compiled catalogue. A message the catalogue lacks (a build older than
 * the code) shows its English source, never its id, and is reported once.
 */
export function createTranslator(
  locale: AnyLocale,
  catalogue: CompiledCatalogue,
  onMissing: (id: string) => void = () => {},
  /** Told each message used: a page's render keeps the ids its browser will need. */
  onUse?: (id: string) => void,
): Translator {
  const intlLocale = intlLocaleOf(locale);
  const reported = new Set<string>();
  const missing = (message: MessageDescriptor) => {
    if (!reported.has(message.id)) {
      reported.add(message.id);
      onMissing(message.id);
    }
    // Placeholders are filled by name; a plural or select shows its source as written. The browser's
    // code has no sources (vite.config.ts): there the message is blank until its catalogue comes.
    return message.defaultMessage ?? "";
  };
  const translate = ((message: MessageDescriptor, values?: MessageValues) => {
    onUse?.(message.id);
    const compiled = catalogue[message.id];
    if (compiled === undefined) return fillPlain(missing(message), values);
    if (typeof compiled === "string") return compiled;
    return formatText(compiled, intlLocale, values);
  }) as Translator;
  translate.rich = <Part>(message: MessageDescriptor, values: RichValues<Part>) => {
    onUse?.(message.id);
    const compiled = catalogue[message.id];
    if (compiled === undefined) return [fillPlain(missing(message), values as MessageValues)];
    if (typeof compiled === "string") return [compiled];
    return formatParts<Part>(compiled, intlLocale, values as FormatValues);
  };
  translate.keep = (...messages) => {
    for (const message of messages) onUse?.(message.id);
  };
  Object.defineProperty(translate, "locale", { value: locale });
  return translate;
}

function fillPlain(source: string, values?: Record<string, unknown>): string {
  // A rich message's tags are dropped, keeping their text: never "<link>" on screen.
  source = source.replace(/<\/?[\w-]+>/g, "");
  if (!values) return source;
  return source.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * English from the messages' own sources: the words of a server-made text (a feed, a calendar, a
 * push, a mail) when no language's catalogue is given.
 */
export const sourceTranslator: Translator = createTranslator(SOURCE_LOCALE, {});
