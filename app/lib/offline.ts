import type { MessageValues } from "../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor, translatorFor } from "./i18n.tsx";

const m = defineMessages({
  unnamed: {
    id: "offline.link.unnamed",
    defaultMessage: "That page",
    description: "Names a tapped link with no short name, as {page} in the needs-a-connection notice",
  },
  needsConnection: {
    id: "offline.link.needs-connection",
    defaultMessage: "{page} needs a connection: tap it again once you're back online.",
    description: "Offline notice after tapping a link; page is the link's text (e.g. Leagues) or 'That page'",
  },
});

type Translate = (message: MessageDescriptor, values?: MessageValues) => string;

/** The parts of a click that say whether the browser or the router would leave the page. */
export type Tap = Pick<
  MouseEvent,
  "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented"
>;

/** The parts of a link that say where it goes and what it is called. */
export type TappedLink = {
  href: string;
  target: string;
  textContent: string | null;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
};

/** Longer texts are a whole match row or a headline, not a name to repeat in a sentence. */
const NAME_LIMIT = 32;

/**
 * The name of the page a tap would open in this tab, when that takes a connection: a link to another
 * page of this site, followed by the router or the browser. Null for what still works offline or is
 * not ours to stop: a jump within the page, a new tab, a download, another site.
 */
export function pageNeedingConnection(
  tap: Tap,
  link: TappedLink | null,
  here: string,
  t: Translate = translatorFor("en"),
): string | null {
  if (!link || tap.defaultPrevented || tap.button !== 0) return null;
  if (tap.metaKey || tap.ctrlKey || tap.shiftKey || tap.altKey) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const to = new URL(link.href, here);
  const from = new URL(here);
  if (to.origin !== from.origin) return null;
  if (to.hash && to.pathname === from.pathname && to.search === from.search) return null;
  const name = (link.getAttribute("aria-label") ?? link.textContent ?? "").replace(/\s+/g, " ").trim();
  return name && name.length <= NAME_LIMIT ? name : t(m.unnamed);
}

/** What the offline banner adds when a fan taps a page that cannot open without a connection. */
export function needsConnectionMessage(page: string, t: Translate = translatorFor("en")): string {
  return t(m.needsConnection, { page });
}
