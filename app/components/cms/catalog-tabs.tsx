import { NavLink } from "react-router";
import { CATALOG_KINDS, CATALOG_PLURALS } from "../../lib/cms/catalog.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  sportsData: { id: "cms.catalog.sports-data", defaultMessage: "Sports data" },
});

/** Sports data's sub-navigation: one link per kind of the catalogue. */
export function CatalogTabs() {
  const t = useT();
  return (
    <nav aria-label={t(m.sportsData)} className="mb-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-line">
        {CATALOG_PLURALS.map((plural) => (
          <li key={plural}>
            <NavLink
              to={`/cms/${plural}`}
              className="block border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-raised aria-[current=page]:border-accent aria-[current=page]:font-semibold"
            >
              {t(CATALOG_KINDS[plural].words.title)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
