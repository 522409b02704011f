import { NAMED_LOCALES, type NamedLocale } from "../../../shared/i18n/locales.ts";

// A plan's words in the site's other languages as its admin form holds them: one field per
// language and part, named as the API's path to it so a refusal marks the right one.

export { NAMED_LOCALES };

type Part = "name" | "description" | "features";
type StoredText = { name: string; description: string; features: string[] };

export const planTextField = (locale: NamedLocale, part: Part) => `local_texts.${locale}.${part}`;

/** The form's values for the stored words: features one per line. */
export function planTextValues(
  stored: Partial<Record<string, StoredText>> | undefined,
): Record<string, string> {
  return Object.fromEntries(
    NAMED_LOCALES.flatMap((locale) => {
      const text = stored?.[locale];
      return [
        [planTextField(locale, "name"), text?.name ?? ""],
        [planTextField(locale, "description"), text?.description ?? ""],
        [planTextField(locale, "features"), text?.features.join("\n") ?? ""],
      ];
    }),
  );
}

/**
 * The posted words in the API's shape. Every language is sent, so one emptied on the form is
 * removed rather than kept.
 */
export function planTextsOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return Object.fromEntries(
    NAMED_LOCALES.map((locale) => [
      locale,
      {
        name: text(planTextField(locale, "name")),
        description: text(planTextField(locale, "description")),
        features: text(planTextField(locale, "features"))
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      },
    ]),
  );
}
