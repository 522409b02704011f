/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069).
 * In a name or a chat line they reorder what follows on screen ("gnp.exe" shown as
 * "exe.png", a name that runs on into the message), and nothing a fan writes needs them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** The one cleaning of people's text shown to others: chat messages and display names. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}
