import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

/** Every element of the rendered HTML as a browser-grade parser reads it (entities decoded). */
function elementsOf(html: string) {
  return DomUtils.findAll(() => true, parseDocument(html, { decodeEntities: true }).children);
}

/** What would run script or load something it should not, in the output of one payload. */
function dangersIn(html: string): string[] {
  const dangers: string[] = [];
  for (const element of elementsOf(html)) {
    if (/^(script|style|iframe|object|embed|form|svg|math|base|meta|link)$/i.test(element.name)) {
      dangers.push(`<${element.name}>`);
    }
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name)) dangers.push(`${element.name}[${name}]`);
      if (name === "style") dangers.push(`${element.name}[style]`);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme
      const url = value.replace(/[\s\u0000-\u001f\u007f-\u009f]/g, "").toLowerCase();
      if (
        /^(href|src|action|formaction|xlink:href)$/i.test(name) &&
        /^(javascript|vbscript|data):/.test(url)
      ) {
        dangers.push(`${element.name}[${name}=${value}]`);
      }
      if (name === "target" && value !== "_blank") dangers.push(`${element.name}[target=${value}]`);
    }
  }
  return dangers;
}

// In the manner of the OWASP XSS filter evasion cheat sheet, written as an author might type them.
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<img src=`javascript:alert(1)`>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<iframe src=javascript:alert(1)></iframe>",
  '<a href="vbscript:msgbox(1)">x</a>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  "<body onload=alert(1)>",
  "<object data=javascript:alert(1)></object>",
  "<embed src=javascript:alert(1)>",
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<<script>alert(1);//<</script>",
  "<scr<script>ipt>alert(1)</script>",
  "<img src=x onerror=alert(1)//",
  '<a href="javascript:alert(1)',
  "[x](javascript:alert(1))",
  "[x](JaVaScRiPt:alert(1))",
  "[x](&#106;avascript:alert(1))",
  "[x](&#x6A;&#x61;&#x76;&#x61;script:alert(1))",
  "[x](&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1))",
  "[x](java\nscript:alert(1))",
  "[x](java&#9;script:alert(1))",
  "[x](java%0ascript:alert(1))",
  "[x]( javascript:alert(1))",
  "[x](<javascript:alert(1)>)",
  "[x](vbscript:msgbox(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![x](data:image/png;base64,iVBORw0KGgo=)",
  "![x](javascript:alert(1))",
  '![x](https://img.example/a.png "title" onerror="alert(1)")',
  '[x](https://ok.example/ "a" onclick="alert(1)")',
  "<javascript:alert(1)>",
  "<vbscript:msgbox(1)>",
  "<data:text/html,<script>alert(1)</script>>",
  "[x][evil]\n\n[evil]: javascript:alert(1)",
  "![x][evil]\n\n[evil]: data:text/html,<script>alert(1)</script>",
  "[x][evil]\n\n[evil]: &#106;avascript:alert(1)",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "&#60;script&#62;alert(1)&#60;/script&#62;",
  "::match[1]<script>alert(1)</script>",
  '::match[1]"><img src=x onerror=alert(1)>',
  "# <img src=x onerror=alert(1)>",
  "`<script>alert(1)</script>`",
  "```\n<script>alert(1)</script>\n```",
  "> <iframe src=https://evil.example></iframe>",
  "- <a href=javascript:alert(1)>x</a>",
  "| a |\n|---|\n| <img src=x onerror=alert(1)> |",
  '<a href="https://ok.example" target="_top">x</a>',
  "[x](https://ok.example){target=_self}",
  "www.example.com/<script>alert(1)</script>",
  'https://example.com/"onmouseover="alert(1)',
  "<!--<img src=x onerror=alert(1)>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

describe("renderMarkdown against known attacks", () => {
  it("has a long list of payloads, and a checker that spots each kind of danger", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
    expect(dangersIn('<p><script></script><a href="&#106;ava&#10;script:x" onclick="y">a</a></p>')).toEqual([
      "<script>",
      "a[href=java\nscript:x]",
      "a[onclick]",
    ]);
    expect(
      dangersIn('<img src=" DATA:image/png,x" style="a"><iframe></iframe><a target="_top">'),
    ).toHaveLength(4);
  });

  it.each(PAYLOADS.map((payload) => [payload]))("renders %j harmlessly", (payload) => {
    for (const siteUrl of [undefined, "https://goalline.example"]) {
      const { html } = renderMarkdown(payload, { siteUrl });
      expect(dangersIn(html)).toEqual([]);
    }
  });

  it("keeps what an attack says as visible text rather than dropping it silently", () => {
    const { html } = renderMarkdown("<script>alert(1)</script>");
    expect(html).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n");
  });
});

describe("renderMarkdown formatting", () => {
  it("keeps emphasis, lists, quotes, code, tables and rules", () => {
    const { html } = renderMarkdown(
      [
        "**bold** *it* ~~gone~~ `code`",
        "",
        "- one\n- two",
        "",
        "3. three\n4. four",
        "",
        "> quoted",
        "",
        "```\nlet x = 1;\n```",
        "",
        "| a | b |\n|---|--:|\n| 1 | 2 |",
        "",
        "---",
        "",
        "line  \nbreak",
      ].join("\n"),
    );
    for (const part of [
      "<strong>bold</strong> <em>it</em> <del>gone</del> <code>code</code>",
      "<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
      '<ol start="3">',
      "<blockquote>\n<p>quoted</p>\n</blockquote>",
      "<pre><code>let x = 1;\n</code></pre>",
      "<th>a</th>",
      "<td>2</td>",
      "<hr />",
      "line<br />",
    ])
      expect(html).toContain(part);
  });

  it("demotes h1, folds h5 and h6 into h4, and gives headings stable, unique ids", () => {
    const { html } = renderMarkdown(
      "# Your data\n\n## Cookies & you\n\n## Cookies & you\n\n###### Tiny\n\n## Ünïcödé",
    );
    for (const part of [
      '<h2 id="section-your-data">Your data</h2>',
      '<h2 id="section-cookies-you">Cookies &amp; you</h2>',
      '<h2 id="section-cookies-you-2">Cookies &amp; you</h2>',
      '<h4 id="section-tiny">Tiny</h4>',
      '<h2 id="section-unicode">Ünïcödé</h2>',
    ])
      expect(html).toContain(part);
    expect(html).not.toContain("<h1");
  });

  it("marks links to other sites nofollow and opens them in a new tab; the site's own stay plain", () => {
    const siteUrl = "https://goalline.example";
    const { html } = renderMarkdown(
      "[ext](https://other.example/a) [own](https://goalline.example/pricing) [rel](/terms) [mail](mailto:a@b.example) https://linked.example",
      { siteUrl },
    );
    expect(html).toContain(
      '<a href="https://other.example/a" rel="noopener nofollow" target="_blank">ext</a>',
    );
    for (const part of [
      '<a href="https://goalline.example/pricing">own</a>',
      '<a href="/terms">rel</a>',
      '<a href="mailto:a@b.example">mail</a>',
      '<a href="https://linked.example" rel="noopener nofollow" target="_blank">',
    ])
      expect(html).toContain(part);
  });

  it("treats every absolute link as external when it does not know the site", () => {
    const { html } = renderMarkdown("[own](https://goalline.example/pricing) [rel](/terms)");
    expect(html).toContain('href="https://goalline.example/pricing" rel="noopener nofollow" target="_blank"');
    expect(html).toContain('<a href="/terms">rel</a>');
  });

  it("loads images lazily, from https or the site only", () => {
    const { html } = renderMarkdown(
      '![Crowd](https://img.example/crowd.jpg "At the final") ![Badge](/media/badge.png) ![Plain](http://img.example/x.png) ![Rel](//img.example/x.png)',
    );
    expect(html).toContain(
      '<img src="https://img.example/crowd.jpg" alt="Crowd" title="At the final" loading="lazy" />',
    );
    expect(html).toContain('<img src="/media/badge.png" alt="Badge" loading="lazy" />');
    expect(html).not.toContain("http://img.example");
    expect(html).not.toContain("//img.example/x.png");
  });
});

describe("match embeds", () => {
  it("turns a whole-line marker into an embed and lists its id once", () => {
    const { html, matchIds } = renderMarkdown("Before\n\n::match[123]\n\nText\n::match[7]  \n\n::match[123]");
    expect(html).toContain('<div class="match-embed" data-match-id="123"></div>');
    expect(html).toContain('<p>Text</p>\n<div class="match-embed" data-match-id="7"></div>');
    expect(matchIds).toEqual([123, 7]);
  });

  it("leaves markers inside text, code or beyond the id range as text", () => {
    for (const text of [
      "see ::match[5] here",
      "::match[5] and more",
      "`::match[5]`",
      "```\n::match[5]\n```",
      "    ::match[5]",
      "::match[2147483648]",
      "::match[0]",
      "::match[-1]",
      "::match[1e3]",
    ]) {
      const { html, matchIds } = renderMarkdown(text);
      expect(matchIds, text).toEqual([]);
      expect(html, text).not.toContain("match-embed");
    }
    expect(renderMarkdown("::match[2147483647]").matchIds).toEqual([2147483647]);
  });
});
