const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated changes must come from our own pages: browsers send
 * Sec-Fetch-Site and Origin on every cross-site request, so a request that
 * names another site is refused. Requests with neither header are not from a
 * browser, so they cannot ride a visitor's cookies. SameSite=Lax backs this up.
 */
export function isCrossSiteChange(request: Request, siteUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  if (origin === "null") return true;
  const own = new URL(siteUrl).origin;
  return origin !== own && origin !== new URL(request.url).origin;
}
