import MarkdownIt, { type StateBlock, type StateCore } from "markdown-it";
import { asciiSlug } from "../platform/slug.ts";
import { MAX_MATCH_ID, sanitiseRendered } from "./markdown-sanitise.ts";

/**
 * Markdown to safe HTML for posts and policy pages.
 *
 * The contract other modules rely on: the answer is already sanitised, and each
 * `::match[123]` line becomes `<div class="match-embed" data-match-id="123"></div>`
 * (its id also in `matchIds`), which article pages fill with a live match card.
 *
 * markdown-it with raw HTML off does the parsing, so authors cannot write tags at
 * all; the allow-list pass after it is defence in depth, and the one place that
 * decides link `rel`/`target` and image loading.
 */
export type RenderedMarkdown = { html: string; matchIds: number[] };
export type RenderOptions = {
  /** The site's own origin: absolute links to it count as internal. Without it only relative links do. */
  siteUrl?: string;
};

type Env = { matchIds: number[]; headingIds: Set<string> };

const EMBED = /^::match\[(\d{1,10})\][ \t]*$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** `::match[123]` alone on its line (it may end a paragraph; inside code it stays text). */
function matchEmbed(state: StateBlock, line: number, _end: number, silent: boolean): boolean {
  if (state.sCount[line]! - state.blkIndent >= 4) return false;
  const start = state.bMarks[line]! + state.tShift[line]!;
  const found = EMBED.exec(state.src.slice(start, state.eMarks[line]));
  const id = Number(found?.[1]);
  if (!found || id < 1 || id > MAX_MATCH_ID) return false;
  if (silent) return true;
  const token = state.push("match_embed", "div", 0);
  token.meta = { id };
  token.map = [line, line + 1];
  token.block = true;
  state.line = line + 1;
  return true;
}

/**
 * Headings: the page owns h1, so `#` becomes h2 and h5/h6 fold into h4. Each gets an id from
 * its text (`section-` keeps it clear of the page's own ids), repeats numbered, so anchors
 * stay put while the text does.
 */
function headings(state: StateCore): void {
  const env = state.env as Env;
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i += 1) {
    const open = tokens[i]!;
    if (open.type !== "heading_open") continue;
    const level = Math.min(Math.max(Number(open.tag.slice(1)), 2), 4);
    open.tag = `h${level}`;
    const inline = tokens[i + 1];
    // A heading is always open, inline, close.
    const close = tokens[i + 2];
    if (close?.type === "heading_close") close.tag = open.tag;
    const text = (inline?.children ?? [])
      .filter((t) => t.type === "text" || t.type === "code_inline")
      .map((t) => t.content)
      .join("");
    const base = `section-${asciiSlug(text, "part")}`;
    let id = base;
    for (let n = 2; env.headingIds.has(id); n += 1) id = `${base}-${n}`;
    env.headingIds.add(id);
    open.attrSet("id", id);
  }
}

/** Links may be web, mail or relative addresses; anything else (javascript:, data:, file:) is text. */
function validateLink(url: string): boolean {
  const scheme = SCHEME.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || scheme === "http" || scheme === "https" || scheme === "mailto";
}

function createParser() {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  md.validateLink = validateLink;
  md.block.ruler.before("paragraph", "match_embed", matchEmbed, {
    alt: ["paragraph", "reference", "blockquote", "list"],
  });
  md.core.ruler.push("heading_ids", headings);
  // ~~text~~ is a deletion in the allow-list's terms.
  md.renderer.rules.s_open = () => "<del>";
  md.renderer.rules.s_close = () => "</del>";
  md.renderer.rules.match_embed = (tokens, index, _options, env) => {
    const id = (tokens[index]!.meta as { id: number }).id;
    const found = (env as Env).matchIds;
    if (!found.includes(id)) found.push(id);
    return `<div class="match-embed" data-match-id="${id}"></div>\n`;
  };
  return md;
}

const parser = createParser();

export function renderMarkdown(markdown: string, options: RenderOptions = {}): RenderedMarkdown {
  const env: Env = { matchIds: [], headingIds: new Set() };
  const rendered = parser.render(markdown, env);
  return { html: sanitiseRendered(rendered, options.siteUrl), matchIds: env.matchIds };
}
