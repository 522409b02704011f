/**
 * Web addresses in a chat message: with a scheme (`https://…`), starting `www.`, or a bare
 * host on a common top-level domain (`bit.ly/x`, `cheap-tickets.shop`), which is how spam
 * arrives. Numbers ("2.5"), abbreviations ("e.g.") and e-mail addresses are not links.
 */
const TLDS =
  "com|net|org|info|biz|io|co|me|tv|ly|gg|app|dev|xyz|bet|link|site|online|top|club|live|shop|store|" +
  "uk|de|fr|es|it|nl|be|pt|ru|pl|se|no|dk|fi|ie|at|ch|eu|us|ca|au|br|ar|mx|in|jp|cn|tk|cc|to|ws|gl|am|fm|ai";
const SCHEMED = String.raw`\bhttps?:\/\/[^\s<>"]+`;
const WWW = String.raw`\bwww\.[^\s<>"]+`;
const BARE = String.raw`(?<![\p{L}\p{N}@._-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:${TLDS})(?![\p{L}\p{N}-])(?::\d{1,5})?(?:\/[^\s<>"]*)?`;
const LINK = new RegExp(`${SCHEMED}|${WWW}|${BARE}`, "giu");
/** Sentence punctuation after an address belongs to the sentence: "see x.com/a." */
const TRAILING = /[.,;:!?'")\]}]+$/u;

export type ChatLink = { text: string; href: string };

export function linksIn(text: string): ChatLink[] {
  const found: ChatLink[] = [];
  for (const match of text.matchAll(LINK)) {
    let written = match[0];
    // A closing bracket stays when the address opened one: wikipedia.org/wiki/Goal_(football)
    const trailing = TRAILING.exec(written)?.[0] ?? "";
    written = written.slice(0, written.length - trailing.length);
    if (trailing.startsWith(")") && written.includes("(")) written += ")";
    const href = hrefOf(written);
    if (href) found.push({ text: written, href });
  }
  return found;
}

/** Whether the text holds anything that reads as an address, opened as a link or not. */
export const hasLink = (text: string) => text.match(LINK) !== null;

/** The address a link opens: only http(s); no credentials. */
function hrefOf(written: string): string | null {
  const withScheme = /^https?:\/\//i.test(written) ? written : `https://${written}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
