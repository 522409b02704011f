const BASE = "http://same-site.invalid";

/**
 * A path a browser could read as another host: "//host", "/\host", or the same once
 * percent-decoded ("/%2f%2fhost", "/%09/host"), in case something on the way decodes it.
 */
function leavesSite(path: string): boolean {
  const decoded = decodedOrSelf(path);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  return /^[/\\]{2}/.test(path) || /^[/\\]{2}/.test(decoded) || /[\u0000-\u001f\u007f\\]/.test(decoded);
}

/** Fully percent-decoded, however many times it was encoded ("%252f" too). */
function decodedOrSelf(path: string): string {
  let decoded = path;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return decoded;
    }
    if (next === decoded) return decoded;
    decoded = next;
  }
  return decoded;
}

/**
 * The one check on where to send a visitor next (after sign-in, registration,
 * social sign-in, an e-mail link, a policy's "back"): a path on this site, or home.
 *
 * Browsers drop tabs and line breaks inside URLs and read "\\" as "/", so
 * "/\t/evil.example" would become "//evil.example": any such character sends the
 * visitor home. The answer is the URL parser's own normalised path, checked
 * again after normalisation, because dot segments can fold "/.//evil.example"
 * into "//evil.example", which a browser resolves to another host.
 */
export function sameSitePath(target: string | null | undefined): string {
  if (!target?.startsWith("/")) return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\\s]/.test(target)) return "/";
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return "/";
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || leavesSite(url.pathname)) return "/";
  // What is sent must resolve to itself: nothing left for a second parse to fold.
  const again = new URL(path, BASE);
  return again.origin === BASE && again.href === url.href ? path : "/";
}
