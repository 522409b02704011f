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

// The rest of the language's messages come once the page is shown: the page carries the words of
// every area it drew, so the parts it draws later have theirs meanwhile.
const idle = window.requestIdleCallback ?? ((work: () => void) => setTimeout(work, 200));
// This module may run after the load event (the framework chunk is fetched late): then at once.
// Offline, once the connection is back.
const fetchTheRest = () =>
  idle(() => {
    if (navigator.onLine) void loadWholeCatalogue();
    else window.addEventListener("online", () => void loadWholeCatalogue(), { once: true });
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
