import { NAMED_LOCALES, type NamedLocale } from "../../../shared/i18n/locales.ts";
import { formLines, formText } from "../form-text.ts";

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
  return Object.fromEntries(
    NAMED_LOCALES.map((locale) => [
      locale,
      {
        name: formText(form, planTextField(locale, "name")),
        description: formText(form, planTextField(locale, "description")),
        features: formLines(form, planTextField(locale, "features")),
      },
    ]),
  );
}
