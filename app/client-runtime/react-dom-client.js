// The browser's react-dom/client on Preact (decision 037), with what hydrating a whole document
// rendered by React's server needs and Preact does not do by itself.
import { options } from "preact";
import { cloneElement, isValidElement } from "preact/compat";
import { createRoot, hydrateRoot as hydrateElement } from "preact/compat/client";

export { createRoot };

/**
 * The page is one `<html>` element: handed `document`, Preact renders into `<html>` and nests a
 * second one inside, so it hydrates a stand-in parent whose only child is that element.
 */
const documentRoot = {
  nodeType: 1,
  namespaceURI: null,
  ownerDocument: document,
  get firstChild() {
    return document.documentElement;
  },
  get childNodes() {
    return [document.documentElement];
  },
  insertBefore: (node, before) => document.insertBefore(node, before),
};

/**
 * Preact adopts server-rendered elements in the order its tree names them, tag by tag. React's
 * server lifts `<link rel="modulepreload">` from the end of `<body>` into `<head>` so the fetches
 * start early; put back where the tree renders them, no `<link>` in the head is paired with a
 * different one (which would drop the stylesheet).
 */
function returnLiftedPreloads() {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) document.body.append(link);
}

/**
 * Attributes holding ids from `useId`. React's server and Preact number them differently, and
 * Preact keeps the server's attributes while hydrating, so an element drawn later (a menu, a
 * hint) would point at an id no element has. While hydrating, these take the browser's values.
 */
const ID_ATTRIBUTES = {
  id: "id",
  htmlFor: "for",
  for: "for",
  list: "list",
  form: "form",
  headers: "headers",
  "aria-activedescendant": "aria-activedescendant",
  "aria-controls": "aria-controls",
  "aria-describedby": "aria-describedby",
  "aria-details": "aria-details",
  "aria-errormessage": "aria-errormessage",
  "aria-labelledby": "aria-labelledby",
  "aria-owns": "aria-owns",
};

let hydrating = false;
const afterDiff = options.diffed;
options.diffed = (vnode) => {
  if (hydrating && typeof vnode.type === "string") {
    // `__e` is the vnode's element in Preact's published build.
    const element = vnode.__e;
    const props = vnode.props;
    if (element) {
      for (const prop in props) {
        const attribute = ID_ATTRIBUTES[prop];
        const value = props[prop];
        if (attribute && typeof value === "string" && element.getAttribute(attribute) !== value) {
          element.setAttribute(attribute, value);
        }
      }
    }
  }
  afterDiff?.(vnode);
};

/** A new copy of an element tree: Preact writes its bookkeeping into the elements it renders. */
function freshCopy(node) {
  if (!isValidElement(node)) return node;
  const children = node.props.children;
  if (children === undefined) return cloneElement(node);
  return cloneElement(node, undefined, ...(Array.isArray(children) ? children : [children]).map(freshCopy));
}

function hydrateDocument(children) {
  hydrating = true;
  try {
    hydrateElement(documentRoot, freshCopy(children));
  } catch (thrown) {
    // The router suspends its first render until the streamed loader data is decoded; React's
    // root waits for that by itself, Preact has no boundary above the document.
    if (!(thrown instanceof Promise)) throw thrown;
    thrown.then(
      () => hydrateDocument(children),
      () => hydrateDocument(children),
    );
  } finally {
    hydrating = false;
  }
}

export function hydrateRoot(container, children) {
  if (container.nodeType !== Node.DOCUMENT_NODE) return hydrateElement(container, children);
  returnLiftedPreloads();
  hydrateDocument(children);
  return createRoot(documentRoot);
}
