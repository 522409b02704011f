import { type AnyLocale, directionOf } from "../../../shared/i18n/locales.ts";

/**
 * HTML the server rendered from Markdown and sanitised (server/content/markdown.ts), styled as
 * reading text. Only that renderer's output may be passed here, never raw input.
 */
export function MarkdownHtml({ html, label, lang }: { html: string; label?: string; lang?: string }) {
  return (
    <article
      aria-label={label}
      lang={lang}
      dir={lang ? directionOf(lang as AnyLocale) : undefined}
      className={[
        "space-y-4 rounded-2xl border border-line bg-surface p-4 text-[15px] leading-relaxed break-words sm:p-6",
        "[&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_h4]:font-semibold",
        "[&_a]:text-accent [&_a]:underline [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:ps-6 [&_ol]:ps-6",
        "[&_li]:mt-1 [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_blockquote]:text-muted",
        "[&_code]:rounded [&_code]:bg-raised [&_code]:px-1 [&_code]:text-[0.9em] [&_pre]:overflow-x-auto",
        "[&_pre]:rounded-lg [&_pre]:bg-raised [&_pre]:p-3 [&_pre_code]:p-0 [&_hr]:border-line",
        "[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1",
        "[&_th]:border [&_th]:border-line [&_th]:px-2 [&_th]:py-1 [&_th]:text-start [&_img]:h-auto [&_img]:max-w-full",
      ].join(" ")}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list on every save
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
