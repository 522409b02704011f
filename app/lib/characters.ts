/**
 * The contact form's counting rule in the browser; server/content/contact/text.ts holds the
 * server's copy and server/content/contact/contact.test.ts checks both count alike. Line breaks as
 * "\n", NFC, trimmed, then Unicode code points.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text.replace(/\r\n?/g, "\n").normalize("NFC").trim()) count += 1;
  return count;
}
