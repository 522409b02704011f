import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { LanguageProvider } from "./lib/i18n.tsx";
import { NonceContext } from "./lib/nonce.ts";
import { fillPageCatalogue } from "./lib/page-catalogue.server.ts";
import { requestScopeOf } from "./lib/request-scope.server.ts";
import { orderPageScripts } from "./lib/script-order.server.ts";
import { jsonLd } from "./lib/seo.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const scope = requestScopeOf(loadContext);
  const { nonce, services, locale = "en" } = scope;
  const language = { locale, catalogue: services.i18n.catalogue(locale) };
  // The request's translator notes each message the render takes; the page then carries those.
  const translator = scope.language?.t;
  const carried = () =>
    jsonLd(services.i18n.pageCatalogue(locale, scope.language?.used ?? Object.keys(language.catalogue)));
  // Everyone gets the whole document at once. Loaders have finished before the render starts, so the
  // only thing that suspends here is a lazily loaded part's code the first time a process draws it
  // (app/lib/lazy-part.ts): sent with the shell, its "Loading…" was drawn first and replaced by script a
  // moment later, and the page below it jumped (a tennis game's set table, on a fresh process).
  const readyEvent = "onAllReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <LanguageProvider language={language} translator={translator}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </LanguageProvider>
      </NonceContext>,
      {
        nonce,
        // React outlines a finished Suspense boundary bigger than this (12.8 kB by default) as a hidden
        // segment revealed later by script, drawing its fallback first: a high-scoring match's summary
        // flashed "Loading…" and moved the page. Finished parts are sent in place, whatever their size.
        progressiveChunkSize: 4_000_000,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          headers.set("Content-Type", "text/html; charset=utf-8");
          const scripts = orderPageScripts();
          const messages = fillPageCatalogue(carried);
          pipe(scripts);
          scripts.pipe(messages).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Server-side page errors go to the structured log; a missing page is not an error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  requestScopeOf(context).services.logger.error({ err: error, url: request.url }, "page error");
};
