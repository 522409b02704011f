export const COLOR_MODES = ["light", "dark", "system"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const THEME_COOKIE = "theme";

/** Reads the stored preference from a Cookie header; anything malformed means "system". */
export function colorModeFromCookie(cookieHeader: string | null): ColorMode {
  if (!cookieHeader) return "system";
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === THEME_COOKIE) {
      const value = rest.join("=");
      return (COLOR_MODES as readonly string[]).includes(value) ? (value as ColorMode) : "system";
    }
  }
  return "system";
}

/** Stores the preference for a year; the server reads it to render the right theme first time. */
export function storeColorMode(mode: ColorMode): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // The Cookie Store API is not in every browser yet; this cookie is plain ASCII.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${THEME_COOKIE}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
