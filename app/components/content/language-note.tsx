import type { Locale } from "../../../shared/i18n/locales.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  article: {
    id: "content.language-note.article",
    defaultMessage:
      "This article is in {language, select, en {English} vi {Vietnamese} es {Spanish} pt_BR {Portuguese} de {German} ja {Japanese} ar {Arabic} other {another language}}.",
    description:
      "Above a blog post shown as written because there is no translation into the page's language; language is the one it is written in",
  },
  page: {
    id: "content.language-note.page",
    defaultMessage:
      "This page is in {language, select, en {English} vi {Vietnamese} es {Spanish} pt_BR {Portuguese} de {German} ja {Japanese} ar {Arabic} other {another language}}.",
    description:
      "Above a policy (terms, privacy, refund) shown in English because there is no translation into the page's language",
  },
});

/**
 * Tells a reader that the text below is not in the page's language (staff wrote it in one language
 * and no translation is there yet). The note itself is in the page's language.
 */
export function LanguageNote({ language, of }: { language: Locale; of: "article" | "page" }) {
  const t = useT();
  return (
    <p
      data-testid="language-note"
      className="mb-4 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
    >
      {t(m[of], { language: language.replace("-", "_") })}
    </p>
  );
}
