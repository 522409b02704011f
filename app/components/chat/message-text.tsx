import type { ReactNode } from "react";
import type { ChatMessageView } from "../../lib/chat/chat-api.ts";

/** What a link in a fan's message says to search engines and to the page it opens. */
export const CHAT_LINK_REL = "nofollow ugc noopener";

/**
 * A message's text as React text nodes, with the addresses the server found made into
 * links where the operator allows them. The href is the server's https form of the
 * address, never the written text, and nothing is ever parsed as HTML.
 */
export function MessageText({ message, linksAllowed }: { message: ChatMessageView; linksAllowed: boolean }) {
  // Entries written before links were listed carry none.
  const links = linksAllowed ? (message.links ?? []) : [];
  const parts: ReactNode[] = [];
  let rest = message.text;
  for (const [i, link] of links.entries()) {
    const at = rest.indexOf(link.text);
    if (at < 0 || !/^https?:\/\//.test(link.href)) continue;
    parts.push(rest.slice(0, at));
    parts.push(
      <a key={i} href={link.href} rel={CHAT_LINK_REL} target="_blank" className="text-accent underline">
        {link.text}
      </a>,
    );
    rest = rest.slice(at + link.text.length);
  }
  parts.push(rest);
  return <span className="whitespace-pre-wrap">{parts}</span>;
}
