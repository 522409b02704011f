import { directionOf, LOCALE_NAMES } from "../../../shared/i18n/locales.ts";
import { NAMED_LOCALES, planTextField } from "../../lib/cms/plan-texts.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { fieldError } from "../form/form-failure.ts";
import { NotedTextArea } from "../form/noted-textarea.tsx";
import { TextField } from "../form/text-field.tsx";

const m = defineMessages({
  title: { id: "cms.plan-form.local-texts.title", defaultMessage: "Words in other languages" },
  hint: {
    id: "cms.plan-form.local-texts.hint",
    defaultMessage:
      "Fans reading the site in a language see its words on the pricing page, at checkout and on receipts; a part left empty reads as the English one above.",
  },
  name: { id: "cms.plan-form.local-texts.name", defaultMessage: "Name in {language}" },
  nameHint: {
    id: "cms.plan-form.local-texts.name-hint",
    defaultMessage: "Empty: the English name.",
  },
  description: { id: "cms.plan-form.local-texts.description", defaultMessage: "Description in {language}" },
  descriptionHint: {
    id: "cms.plan-form.local-texts.description-hint",
    defaultMessage: "Empty: the English description.",
  },
  features: { id: "cms.plan-form.local-texts.features", defaultMessage: "Features in {language}" },
  featuresHint: {
    id: "cms.plan-form.local-texts.features-hint",
    defaultMessage: "One line each; empty lists the English ones.",
  },
});

/**
 * A plan's name, description and features per language besides English, saved with the rest of
 * the plan. Each language folds away until it has words or a refusal, so the form stays short;
 * its fields are labelled with the language's own name and typed in its script's direction.
 */
export function PlanTextsFieldset(props: { values: Record<string, string>; result: unknown }) {
  const { values, result } = props;
  const t = useT();
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{t(m.title)}</legend>
      <p className="text-xs text-muted">{t(m.hint)}</p>
      {NAMED_LOCALES.map((locale) => {
        const language = LOCALE_NAMES[locale];
        const name = planTextField(locale, "name");
        const description = planTextField(locale, "description");
        const features = planTextField(locale, "features");
        const featuresError = fieldError(result, features) ?? fieldError(result, `${features}.0`);
        const refused = [name, description].some((field) => fieldError(result, field)) || featuresError;
        const written = [name, description, features].some((field) => values[field]);
        return (
          <details key={locale} open={Boolean(refused || written)} className="rounded-md border border-line">
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium" lang={locale}>
              {language}
            </summary>
            <div className="grid gap-4 p-3 pt-1 sm:grid-cols-2">
              <TextField
                label={t(m.name, { language })}
                name={name}
                defaultValue={values[name] ?? ""}
                maxLength={80}
                hint={t(m.nameHint)}
                lang={locale}
                dir={directionOf(locale)}
                error={fieldError(result, name)}
              />
              <NotedTextArea
                className="space-y-1 sm:col-span-2"
                rows={3}
                label={t(m.description, { language })}
                name={description}
                defaultValue={values[description] ?? ""}
                maxLength={500}
                hint={t(m.descriptionHint)}
                lang={locale}
                dir={directionOf(locale)}
                error={fieldError(result, description)}
              />
              <NotedTextArea
                className="space-y-1 sm:col-span-2"
                rows={4}
                label={t(m.features, { language })}
                name={features}
                defaultValue={values[features] ?? ""}
                hint={t(m.featuresHint)}
                lang={locale}
                dir={directionOf(locale)}
                error={featuresError}
              />
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}
