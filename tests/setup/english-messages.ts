import { forgetPageLanguage, setEnglishOutsidePages } from "../../app/lib/i18n.tsx";
import { createCatalogues } from "../../server/platform/i18n.ts";

// A component drawn alone in a test reads its words from the English catalogue, as a page would.
setEnglishOutsidePages(createCatalogues({ warn: () => {} }).catalogue("en"));
// Each test file draws its pages in a browser of its own: the language an earlier file's page set
// (and the rest of it, fetched or not) is not this file's (the files of a worker share modules).
forgetPageLanguage();
