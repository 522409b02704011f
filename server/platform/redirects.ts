/**
 * The one check on where to send a visitor next (after sign-in, registration,
 * social sign-in): a path on this site, or home. Parsed the way a browser
 * would: browsers drop tabs and line breaks inside URLs and read "\\" as "/",
 * so "/\t/evil.example" would become "//evil.example"; any such character
 * sends the visitor home.
 */
export function sameSitePath(target: string | null | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//")) return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\\s]/.test(target)) return "/";
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return "/";
  }
  if (url.origin !== base) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
