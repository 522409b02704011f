import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { catalogueOfPage, LanguageProvider, loadWholeCatalogue } from "./lib/i18n.tsx";
import { browserConnection, holdDataWhileOffline } from "./lib/offline-data.ts";

// The router reads page data with the global fetch: a read the dropped connection broke waits for
// the connection instead of replacing the page with an error.
window.fetch = holdDataWhileOffline(window.fetch.bind(window), browserConnection);

// The page's language and its messages came with the page; no other language's reach the browser.
const language = catalogueOfPage(document);

// The rest of the language's messages come once the page is shown; a move to another page waits
// for them (its data read does), so no later screen is drawn with a word missing.
const fetchPageData = window.fetch;
window.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (/\.data(\?|$)/.test(url)) {
    await Promise.race([loadWholeCatalogue(), new Promise((done) => setTimeout(done, 4_000))]);
  }
  return fetchPageData(input, init);
};
const idle = window.requestIdleCallback ?? ((work: () => void) => setTimeout(work, 200));
window.addEventListener("load", () => idle(() => void loadWholeCatalogue()), { once: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <LanguageProvider language={language}>
        <HydratedRouter />
      </LanguageProvider>
    </StrictMode>,
  );
});
