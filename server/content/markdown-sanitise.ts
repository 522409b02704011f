import sanitizeHtml from "sanitize-html";

/** The largest match id (PostgreSQL integer) an embed may name. */
export const MAX_MATCH_ID = 2_147_483_647;

// Characters browsers skip inside a URL's scheme ("java\tscript:"), so checks must skip them too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are the point
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const cleanUrl = (url: string) => url.replace(IGNORED_IN_URL, "");

/** Images load from https or from this site's own paths; nothing inline (data:) or protocol-relative. */
const imageSourceAllowed = (src: string) => /^https:\/\//i.test(src) || /^\/(?![/\\])/.test(src);

/** An absolute web address on another origin than the site's (any absolute one, without a site). */
function isExternal(href: string, siteOrigin: string | null): boolean {
  const absolute = /^https?:/i.test(href) || /^[/\\]{2}/.test(href);
  if (!absolute) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href, siteOrigin).origin !== siteOrigin;
  } catch {
    return true;
  }
}

function originOf(siteUrl: string | undefined): string | null {
  if (!siteUrl) return null;
  try {
    return new URL(siteUrl).origin;
  } catch {
    return null;
  }
}

const ALLOWED_TAGS = [
  ...["p", "h2", "h3", "h4", "strong", "em", "del", "code", "pre", "blockquote"],
  ...["ul", "ol", "li", "a", "img", "hr", "br", "div"],
  ...["table", "thead", "tbody", "tr", "th", "td"],
];
const ALLOWED_ATTRIBUTES = {
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "title", "width", "height", "loading"],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  ol: ["start"],
  div: ["class", "data-match-id"],
};

type Attributes = Record<string, string>;
const keep = (attribs: Attributes, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (attribs[name] === undefined ? [] : [[name, attribs[name]]])));

/**
 * The allow-list every rendering passes, whatever the parser let through: known tags only,
 * a few attributes each, links on web/mail schemes, images on https or site paths. Links
 * to other sites open in a new tab with `rel="noopener nofollow"`; no other `target` exists.
 */
export function sanitiseRendered(html: string, siteUrl?: string): string {
  const siteOrigin = originOf(siteUrl);
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedClasses: { div: ["match-embed"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["https"] },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    allowedStyles: {},
    disallowedTagsMode: "discard",
    transformTags: {
      a: (tagName, attribs: Attributes) => {
        const link = keep(attribs, ["href", "title"]);
        if (link.href !== undefined && isExternal(cleanUrl(link.href), siteOrigin)) {
          link.rel = "noopener nofollow";
          link.target = "_blank";
        }
        return { tagName, attribs: link };
      },
      img: (tagName, attribs: Attributes) => {
        const image = keep(attribs, ["src", "alt", "title"]);
        for (const size of ["width", "height"]) {
          if (/^\d{1,5}$/.test(attribs[size] ?? "")) image[size] = attribs[size]!;
        }
        if (image.src !== undefined && !imageSourceAllowed(cleanUrl(image.src))) delete image.src;
        return { tagName, attribs: { ...image, loading: "lazy" } };
      },
      ol: (tagName, attribs: Attributes) => ({
        tagName,
        attribs: (/^\d{1,9}$/.test(attribs.start ?? "") ? { start: attribs.start! } : {}) as Attributes,
      }),
      div: (tagName, attribs: Attributes) => {
        const id = attribs["data-match-id"] ?? "";
        const embed =
          attribs.class === "match-embed" &&
          /^\d{1,10}$/.test(id) &&
          Number(id) >= 1 &&
          Number(id) <= MAX_MATCH_ID;
        const kept: Attributes = embed ? { class: "match-embed", "data-match-id": id } : {};
        return { tagName, attribs: kept };
      },
      ...Object.fromEntries(
        ["h2", "h3", "h4"].map((tag) => [
          tag,
          (tagName: string, attribs: Attributes) => ({
            tagName,
            attribs: /^section-[a-z0-9-]{1,80}$/.test(attribs.id ?? "") ? { id: attribs.id! } : {},
          }),
        ]),
      ),
    },
    // An image with no usable source is dropped, and so is any div that is not an embed.
    exclusiveFilter: (frame) =>
      (frame.tag === "img" && !frame.attribs.src) ||
      (frame.tag === "div" && frame.attribs.class !== "match-embed"),
  });
}

/**
 * Sanitised HTML with every link and image address made absolute against `base` (the article's
 * own address), for copies read away from the site: a feed reader has no page to resolve
 * `/league/1` against. Only addresses change; what the first pass allowed is kept as it was.
 */
export function withAbsoluteAddresses(html: string, base: string): string {
  const resolve = (name: string) => (tagName: string, attribs: Attributes) => {
    const kept = { ...attribs };
    const value = kept[name];
    if (value !== undefined) {
      try {
        kept[name] = new URL(cleanUrl(value), base).href;
      } catch {
        delete kept[name];
      }
    }
    return { tagName, attribs: kept };
  };
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedClasses: { div: ["match-embed"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    allowedStyles: {},
    transformTags: { a: resolve("href"), img: resolve("src") },
  });
}
