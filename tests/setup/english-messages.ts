import { setEnglishOutsidePages } from "../../app/lib/i18n.tsx";
import { createCatalogues } from "../../server/platform/i18n.ts";

// A component drawn alone in a test reads its words from the English catalogue, as a page would.
setEnglishOutsidePages(createCatalogues({ warn: () => {} }).catalogue("en"));
