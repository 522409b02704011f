import { type LocalName, type LocalNames, NAMED_LOCALES, type NamedLocale } from "../local-names.ts";

/** Local names as the admin API sends and shows them: `{ ja: { name, short_name } }`. */
export type LocalNamesInput = Partial<Record<NamedLocale, { name: string; short_name?: string }>>;

/** The stored names as the admin API shows them, languages in the site's order. */
export function localNamesView(stored: LocalNames): LocalNamesInput {
  const view: LocalNamesInput = {};
  for (const locale of NAMED_LOCALES) {
    const names = stored[locale];
    if (names)
      view[locale] = { name: names.name, ...(names.shortName ? { short_name: names.shortName } : {}) };
  }
  return view;
}

/**
 * The stored names after an edit: each language the edit names is replaced, or removed when its
 * name is empty; the others stay. A short name equal to the name, or empty, is not kept.
 */
export function changedLocalNames(before: LocalNamesInput, edit: LocalNamesInput | undefined): LocalNames {
  const after: LocalNames = {};
  for (const locale of NAMED_LOCALES) {
    const given = edit?.[locale] ?? before[locale];
    if (!given?.name) continue;
    const names: LocalName = { name: given.name };
    if (given.short_name && given.short_name !== given.name) names.shortName = given.short_name;
    after[locale] = names;
  }
  return after;
}
