// The cleaning and counting rule the browser's counter shares (shared/characters.ts).
export { characterCount, cleanText } from "../../../shared/characters.ts";

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
