import { Fragment } from "react";
import { directionOf, LOCALE_NAMES } from "../../../shared/i18n/locales.ts";
import { type LocalNamesSpec, localNameField, NAMED_LOCALES } from "../../lib/cms/catalog.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { fieldError } from "../form/form-failure.ts";
import { TextField } from "../form/text-field.tsx";

const m = defineMessages({
  title: { id: "cms.catalog.local-names.title", defaultMessage: "Names in other languages" },
  hint: {
    id: "cms.catalog.local-names.hint",
    defaultMessage:
      "Fans reading the site in a language see its name here; left empty, they see the name above.",
  },
  name: { id: "cms.catalog.local-names.name", defaultMessage: "Name in {language}" },
  shortName: { id: "cms.catalog.local-names.short-name", defaultMessage: "Short name in {language}" },
});

/**
 * One name (and short name, for teams) per language besides English, saved with the rest of the
 * record's form. Each language's name is labelled in that language's own words, as the switcher
 * shows them, and typed in its own script's direction.
 */
export function LocalNamesFieldset(props: {
  spec: LocalNamesSpec;
  values: Record<string, string>;
  result: unknown;
  disabled: boolean;
}) {
  const { spec, values, result, disabled } = props;
  const t = useT();
  return (
    <fieldset disabled={disabled} className="space-y-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{t(m.title)}</legend>
      <p className="text-xs text-muted">{t(m.hint)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {NAMED_LOCALES.map((locale) => {
          const language = LOCALE_NAMES[locale];
          const name = localNameField(locale, "name");
          const shortName = localNameField(locale, "short_name");
          return (
            <Fragment key={locale}>
              <TextField
                label={t(m.name, { language })}
                name={name}
                defaultValue={values[name] ?? ""}
                maxLength={spec.maxLength}
                lang={locale}
                dir={directionOf(locale)}
                error={fieldError(result, name)}
              />
              {spec.shortName ? (
                <TextField
                  label={t(m.shortName, { language })}
                  name={shortName}
                  defaultValue={values[shortName] ?? ""}
                  maxLength={40}
                  lang={locale}
                  dir={directionOf(locale)}
                  error={fieldError(result, shortName)}
                />
              ) : null}
            </Fragment>
          );
        })}
      </div>
    </fieldset>
  );
}
