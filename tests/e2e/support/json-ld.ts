import { expect, type Page } from "@playwright/test";

/**
 * The schema.org data of the address the browser shows, as a search engine fetches it: the server
 * writes it, and a screen reached by a link in the browser carries none (app/components/shell/json-ld.tsx).
 */
export async function servedJsonLd(page: Page): Promise<Record<string, unknown>> {
  const html = await (await page.request.get(page.url())).text();
  const found = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(found?.[1], `${page.url()} carries schema.org data`).toBeTruthy();
  return JSON.parse(found?.[1] ?? "") as Record<string, unknown>;
}
