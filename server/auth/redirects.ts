/**
 * Where to send a visitor after sign-in: a path on this site, or home. Browsers
 * drop tabs and line breaks inside URLs and read "\" as "/", so "/\t/evil.example"
 * would become "//evil.example"; any such character sends the visitor home.
 */
export function sameSitePath(target: string | null | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//")) return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\\s]/.test(target)) return "/";
  return target;
}
