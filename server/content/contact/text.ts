/**
 * How contact-form text is cleaned and counted. The browser's counter (app/lib/characters.ts)
 * applies the very same rule, so "n / 5000" under the field is what the server checks:
 * line breaks become "\n" (a form post sends "\r\n", the textarea shows "\n"), the text is
 * NFC-normalised (an accent typed as a combining mark counts once) and trimmed, then its
 * Unicode code points are counted: "é" and "👍" are one each.
 */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, "\n").normalize("NFC").trim();
}

export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export const CONTACT_TOPICS = ["support", "billing", "press", "other"] as const;

export const TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  support: "Support",
  billing: "Billing",
  press: "Press",
  other: "Something else",
};

/** Control characters (NUL cannot even be stored); a message keeps its line breaks and tabs. */
const CONTROL_IN_LINE = /\p{Cc}/u;
const CONTROL_IN_TEXT = /[^\P{Cc}\n\t]/u;

export const hasControlCharacters = (text: string, multiline: boolean) =>
  (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(text);
