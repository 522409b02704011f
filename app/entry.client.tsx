import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isAdminMessage } from "../shared/i18n/locales.ts";
import { catalogueOfPage, LanguageProvider, loadWholeCatalogue } from "./lib/i18n.tsx";
import { browserConnection, holdDataWhileOffline } from "./lib/offline-data.ts";

// The router reads page data with the global fetch: a read the dropped connection broke waits for
// the connection instead of replacing the page with an error.
window.fetch = holdDataWhileOffline(window.fetch.bind(window), browserConnection);

// The page's language and its messages came with the page; no other language's reach the browser.
const language = catalogueOfPage(document);

// The rest of the language's messages come once the page is shown (a staff screen's, the admin
// area's too): the page carries the words its server render drew and those it may say unasked, and a
// part it draws later waits for the rest (app/lib/lazy-part.ts).
const idle = window.requestIdleCallback ?? ((work: () => void) => setTimeout(work, 200));
const staff = Object.keys(language.catalogue).some(isAdminMessage);
const loadTheRest = () => {
  void loadWholeCatalogue();
  if (staff) void loadWholeCatalogue("admin");
};
// This module may run after the load event (the framework chunk is fetched late): then at once.
// Offline, once the connection is back.
const fetchTheRest = () =>
  idle(() => {
    if (navigator.onLine) loadTheRest();
    else window.addEventListener("online", loadTheRest, { once: true });
  });
if (document.readyState === "complete") fetchTheRest();
else window.addEventListener("load", fetchTheRest, { once: true });

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
