/**
 * How typed text is cleaned and counted, alike in the browser's counter and the server's check, so
 * "n / 5000" under a field is what the server holds it to: line breaks become "\n" (a form post
 * sends "\r\n", the textarea shows "\n"), the text is NFC-normalised (an accent typed as a combining
 * mark counts once) and trimmed, then its Unicode code points are counted: "é" and "👍" are one each.
 */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, "\n").normalize("NFC").trim();
}

/** Unicode code points of text as it stands. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The length a field's text will have once cleaned, as the browser's counter shows it. */
export const cleanLength = (text: string): number => characterCount(cleanText(text));
