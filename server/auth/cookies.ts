import { ACCESS_TOKEN_SECONDS } from "./tokens.ts";

export type SessionCookies = {
  access: string;
  refresh: string;
  /** Binds a social sign-in's state to the browser that started it. */
  socialState: string;
  /** Binds a mailed sign-in link to the browser that asked for it (a nonce, hashed beside the code). */
  emailLink: string;
  /** Binds a social identity waiting for its account to be proven to this browser (linking.ts). */
  pendingLink: string;
  secure: boolean;
};

/**
 * `__Host-` cookies need Secure, which browsers accept on HTTPS and on
 * localhost only; a plain-http install on another host drops the prefix
 * (docs/decisions/007-accounts-and-sessions.md).
 */
export function sessionCookies(siteUrl: string): SessionCookies {
  const url = new URL(siteUrl);
  const secure = url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  const prefix = secure ? "__Host-" : "";
  return {
    access: `${prefix}goalline_access`,
    refresh: `${prefix}goalline_refresh`,
    socialState: `${prefix}goalline_social`,
    emailLink: `${prefix}goalline_link`,
    pendingLink: `${prefix}goalline_pending_link`,
    secure,
  };
}

export function serializeCookie(
  name: string,
  value: string,
  options: { secure: boolean; maxAge: number; sameSite?: "Lax" | "Strict" },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    "HttpOnly",
    `SameSite=${options.sameSite ?? "Lax"}`,
    options.secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Set-Cookie lines that store a fresh token pair; the refresh cookie lives as long as its session. */
export function tokenCookies(
  cookies: SessionCookies,
  token: { access_token: string; refresh_token: string },
  refreshExpiresAt: Date,
): string[] {
  return [
    serializeCookie(cookies.access, token.access_token, {
      secure: cookies.secure,
      maxAge: ACCESS_TOKEN_SECONDS,
    }),
    serializeCookie(cookies.refresh, token.refresh_token, {
      secure: cookies.secure,
      maxAge: (refreshExpiresAt.getTime() - Date.now()) / 1000,
    }),
  ];
}

export function clearedCookies(cookies: SessionCookies): string[] {
  return [cookies.access, cookies.refresh].map((name) =>
    serializeCookie(name, "", { secure: cookies.secure, maxAge: 0 }),
  );
}

/** Reads `exp` from a JWT without verifying it (the server verifies; this only sizes a cookie). */
export function expiryOf(jwt: string): Date {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      exp?: number;
    };
    return new Date((payload.exp ?? 0) * 1000);
  } catch {
    return new Date(0);
  }
}
