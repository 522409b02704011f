import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** The lazily loaded modules whose built address the server needs, by the name pages import them under. */
const LAZY_CHUNKS = {
  // hls.js: browsers without native HLS fetch it with a page that plays video.
  hls: /[\\/]hls\.js[\\/]/,
  // A football match's summary tab, the tab a match page opens on.
  footballSummary: /[\\/]components[\\/]match[\\/]football-summary\.tsx$/,
} as const;

/**
 * `virtual:lazy-chunks`: the addresses of lazily loaded chunks (LAZY_CHUNKS), so the server can send
 * `<link rel="modulepreload">` for one on the pages that draw it while the chunk stays out of every
 * other page's first load. The client build runs first and learns the hashed names; the server
 * build then reads them. In development and in the client bundle each is null (no hint).
 */
export function lazyChunks(): Plugin {
  const id = "\0virtual:lazy-chunks";
  const files: Partial<Record<keyof typeof LAZY_CHUNKS, string>> = {};
  return {
    name: "goalline-lazy-chunks",
    resolveId: (source) => (source === "virtual:lazy-chunks" ? id : undefined),
    load(source) {
      if (source !== id) return;
      const client = this.environment?.name === "client";
      return Object.keys(LAZY_CHUNKS)
        .map((name) => {
          const url = client ? null : (files[name as keyof typeof LAZY_CHUNKS] ?? null);
          return `export const ${name} = ${JSON.stringify(url)};`;
        })
        .join("\n");
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isDynamicEntry) continue;
        for (const [name, test] of Object.entries(LAZY_CHUNKS)) {
          if (test.test(chunk.facadeModuleId ?? ""))
            files[name as keyof typeof LAZY_CHUNKS] = `/${chunk.fileName}`;
        }
      }
    },
  };
}

/**
 * Messages' English sources (`defaultMessage`) and notes for translators (`description`) stay out of
 * the browser's code: a page carries its messages in its own language (server/platform/i18n.ts) and
 * fetches the rest of the language before the next screen, so the English copy in every module was
 * weight no fan read. Only inside `defineMessages(...)` and `defineMessage(...)` calls, and only
 * texts written as one string literal; the server's build keeps both.
 */
function noMessageSources(): Plugin {
  const call = /\bdefineMessages?\(/g;
  const note =
    /,?\s*(?:description|defaultMessage):\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`$]*`)\s*(?=[,}])/g;
  return {
    name: "goalline-no-message-sources",
    enforce: "pre",
    transform(code, id) {
      if (this.environment?.name !== "client" || !/\.tsx?$/.test(id) || !code.includes("defineMessage"))
        return;
      let out = "";
      let from = 0;
      for (const match of code.matchAll(call)) {
        const start = (match.index ?? 0) + match[0].length;
        if (start < from) continue;
        // The call's end: the parenthesis that closes it, strings skipped.
        let depth = 1;
        let at = start;
        let quote: string | null = null;
        for (; at < code.length && depth > 0; at++) {
          const c = code[at];
          if (quote) {
            if (c === "\\") at++;
            else if (c === quote) quote = null;
          } else if (c === '"' || c === "'" || c === "`") quote = c;
          else if (c === "(") depth++;
          else if (c === ")") depth--;
        }
        out += code.slice(from, start) + code.slice(start, at).replace(note, "");
        from = at;
      }
      return from === 0 ? undefined : { code: out + code.slice(from), map: null };
    },
  };
}

/** The shell chunk's modules (see `pageChunks`). */
const SHELL =
  /[\\/]app[\\/](components[\\/](shell[\\/]|team[\\/](team-crest|crest-badge)\.|competition[\\/]country-flag\.)|lib[\\/](match-status|public-config|i18n)\.)|[\\/]shared[\\/]i18n[\\/]/;

/**
 * Fewer, larger browser chunks: a phone on a slow network pays a round trip per file (six at a
 * time over HTTP/1.1), so React, React DOM and React Router load as one framework file, and app
 * modules that most pages share as one more, instead of some forty files of a few hundred bytes.
 */
function pageChunks(): Plugin {
  return {
    name: "goalline-page-chunks",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    // Not preloaded from the page's head (app/lib/script-order.server.ts finds it by this name).
                    name: "framework",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                    priority: 2,
                  },
                  // The shell every page draws (header, menus, toasts, theme) with what it imports, and
                  // the crests, flags and match clock that the search results share with most pages'
                  // lists; not the search's dialog and results nor the phone menu's sheet, which load when first needed.
                  {
                    name: "shell",
                    test: (id: string) =>
                      SHELL.test(id) && !/[\\/](search-dialog|search-results|menu-sheet)\./.test(id),
                    priority: 1,
                  },
                  // Small helpers many pages share (formats, meta tags, the page header): one file, not ten.
                  // The chat's empty frame too, which the match page and the chat's lazy code both draw, and
                  // the time-out lengths the room's moderators and the admin area both offer (a few lines:
                  // a chunk of their own would be the admin area's file that fans' chat also loads).
                  {
                    name: "common",
                    // The admin area's own helpers (app/lib/cms/) stay with its pages, and the push
                    // subscription's code loads when a bell is first pressed.
                    test: /[\\/]app[\\/](lib[\\/](?!cms[\\/]|push-subscription\.)|components[\\/](ui[\\/]|chat[\\/](chat-frame|timeout-options)\.))/,
                    maxModuleSize: 2500,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), noMessageSources(), reactRouter(), lazyChunks(), pageChunks()],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  build: {
    assetsInlineLimit: 0,
    // hls.js (about 510 kB, 157 kB gzip) is a chunk of its own, fetched only when a video plays in a
    // browser without native HLS; no page's first load carries it (bench:lighthouse holds the budget).
    chunkSizeWarningLimit: 560,
  },
});
