// The browser's react-dom: Preact's flushSync and createPortal, and the resource hints React DOM
// exposes, done by hand (the server renders them with React for the first page).
export { createPortal, flushSync, unstable_batchedUpdates } from "preact/compat";

function hint(rel, href, as) {
  if (document.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  document.head.append(link);
}

export const preloadModule = (href) => hint("modulepreload", href);
export const preload = (href, options) => hint("preload", href, options.as);
export const prefetchDNS = (href) => hint("dns-prefetch", href);
export const preconnect = (href) => hint("preconnect", href);
