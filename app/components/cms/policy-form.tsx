import { Children, useState } from "react";
import { Form } from "react-router";
import { LOCALE_NAMES, type Locale, localizedPath } from "../../../shared/i18n/locales.ts";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import { MarkdownHtml } from "../content/markdown-html.tsx";
import { fieldError, fieldsOf, formError } from "../form/form-failure.ts";
import { NotedTextArea } from "../form/noted-textarea.tsx";
import { FormError, SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../form/text-field.tsx";
import { LanguageSelect } from "./language-select.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "./unsaved-changes.tsx";

const m = defineMessages({
  publishNew: { id: "cms.policy.publish-new", defaultMessage: "Publish a new version" },
  publishedMeanwhile: {
    id: "cms.policy.published-meanwhile",
    defaultMessage:
      "Version {version} was published while you edited. <read>Read it</read>, then <again>start again from it</again>.",
  },
  title: { id: "cms.policy.title", defaultMessage: "Title" },
  text: { id: "cms.policy.text", defaultMessage: "Text (Markdown)" },
  textHint: {
    id: "cms.policy.text-hint",
    defaultMessage:
      "## for headings, **bold**, - for lists, [words](https://…) for links. HTML shows as text.",
  },
  changed: { id: "cms.policy.changed", defaultMessage: "What changed" },
  changedTerms: {
    id: "cms.policy.changed-terms",
    defaultMessage: "Shown to signed-in users when they are asked to agree to the new terms.",
  },
  changedOther: { id: "cms.policy.changed-other", defaultMessage: "Kept with the version in its history." },
  preview: { id: "cms.policy.preview", defaultMessage: "Preview" },
  publish: { id: "cms.policy.publish", defaultMessage: "Publish version {version}" },
  publishIn: {
    id: "cms.policy.publish-in",
    defaultMessage: "Publish version {version} in {language}",
    description: "Button: publish the translation of the version in force; language is its name in itself",
  },
  languageHint: {
    id: "cms.policy.language-hint",
    defaultMessage:
      "English publishes the next version, the one users agree to. Another language publishes the text of the version in force for that language's pages.",
  },
});

type Values = { title: string; body_markdown: string; summary: string };

/**
 * The next version of a policy: Markdown, a preview rendered by the server exactly as it will be
 * published, what changed, and the version it starts from (a stale one is refused).
 */
export function PolicyForm(props: {
  kind: string;
  version: number;
  language: Locale;
  values: Values;
  result: unknown;
}) {
  const { kind, version, values, result } = props;
  const [language, setLanguage] = useState<string>(props.language);
  const { blocker, formProps } = useUnsavedChanges();
  const field = fieldsOf(values, result);
  const preview = (result as { preview?: string } | undefined)?.preview;
  const current = (result as { details?: { current?: { version: number } } } | undefined)?.details?.current;
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <Form method="post" noValidate {...formProps} className="space-y-4" aria-label={t(m.publishNew)}>
        <FormError message={formError(result)} />
        {current ? (
          <p className="rounded-lg border border-line bg-raised p-3 text-sm">
            {Children.toArray(
              t.rich(m.publishedMeanwhile, {
                version: current.version,
                read: (chunks) => (
                  <a
                    href={localizedPath(locale, `/cms/pages/${kind}?version=${current.version}`)}
                    className="font-semibold underline"
                  >
                    {chunks}
                  </a>
                ),
                again: (chunks) => (
                  <a href={localizedPath(locale, `/cms/pages/${kind}`)} className="font-semibold underline">
                    {chunks}
                  </a>
                ),
              }),
            )}
          </p>
        ) : null}
        <LanguageSelect
          defaultValue={props.language}
          onChange={setLanguage}
          error={fieldError(result, "language")}
          hint={t(m.languageHint)}
        />
        <TextField label={t(m.title)} {...field("title")} maxLength={200} />
        <NotedTextArea
          mono
          label={t(m.text)}
          {...field("body_markdown")}
          rows={18}
          maxLength={100_000}
          hint={t(m.textHint)}
        />
        <NotedTextArea
          mono
          label={t(m.changed)}
          {...field("summary")}
          rows={3}
          maxLength={1000}
          hint={kind === "terms" ? t(m.changedTerms) : t(m.changedOther)}
        />
        <input type="hidden" name="version" value={version} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <SubmitButton name="intent" value="preview" tone="plain">
            {t(m.preview)}
          </SubmitButton>
          <SubmitButton name="intent" value="publish">
            {language === "en"
              ? t(m.publish, { version: version + 1 })
              : t(m.publishIn, { version, language: LOCALE_NAMES[language as Locale] ?? language })}
          </SubmitButton>
        </div>
      </Form>
      {preview !== undefined ? (
        <section aria-labelledby="policy-preview" className="mt-6 space-y-2">
          <h2 id="policy-preview" className="text-lg font-semibold">
            {t(m.preview)}
          </h2>
          <MarkdownHtml html={preview} label={t(m.preview)} />
        </section>
      ) : null}
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
