import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserConnection, holdDataWhileOffline } from "./lib/offline-data.ts";

// The router reads page data with the global fetch: a read the dropped connection broke waits for
// the connection instead of replacing the page with an error.
window.fetch = holdDataWhileOffline(window.fetch.bind(window), browserConnection);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
