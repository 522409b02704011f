import { Fragment } from "react";
import { type EmbeddedMatch, MatchCard } from "./match-card.tsx";

// What the Markdown renderer writes for `::match[N]`; the attributes may come in either order.
const EMBED = /<div\b(?=[^>]*\bclass="match-embed")[^>]*\bdata-match-id="(\d{1,10})"[^>]*>\s*<\/div>/g;

// On the article's own markup only: the match cards between the parts keep their own look.
const PROSE =
  "contents [&_a]:text-accent [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_img]:h-auto [&_img]:max-w-full [&_pre]:overflow-x-auto";

/** The body's HTML cut at each match embed: markup, then a match id, then markup… */
export function splitAtEmbeds(html: string): Array<{ html: string } | { matchId: number }> {
  const parts: Array<{ html: string } | { matchId: number }> = [];
  let from = 0;
  for (const found of html.matchAll(EMBED)) {
    if (found.index > from) parts.push({ html: html.slice(from, found.index) });
    parts.push({ matchId: Number(found[1]) });
    from = found.index + found[0].length;
  }
  if (from < html.length) parts.push({ html: html.slice(from) });
  return parts;
}

/**
 * The article's sanitised HTML with every match embed drawn as a live match card, on the
 * server as in the browser. An embed of a match that no longer exists stays an empty box.
 */
export function ArticleBody({ html, matches }: { html: string; matches: EmbeddedMatch[] }) {
  const byId = new Map(matches.map((match) => [match.id, match]));
  return (
    <div className="text-[15px] leading-relaxed [&_.match-embed]:my-4 [&>:first-child>:first-child]:mt-0">
      {splitAtEmbeds(html).map((part, index) =>
        "html" in part ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when the post was saved
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <div key={index} className={PROSE} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <Fragment key={index}>
            <div className="match-embed" data-match-id={part.matchId}>
              {byId.has(part.matchId) ? <MatchCard match={byId.get(part.matchId)!} /> : null}
            </div>
          </Fragment>
        ),
      )}
    </div>
  );
}
