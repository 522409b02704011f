/**
 * Typed client for the site API (spec §7): sends the Bearer token on every
 * request, refreshes an expired access token with the refresh token, and resets
 * the session when both have expired. Works in the browser and in Node.
 */

export type ApiUser = {
  id: number;
  email: string;
  email_verified: boolean;
  display_name: string;
  avatar_url: string | null;
  role: string;
  scopes: string[];
  two_factor_enabled: boolean;
};

export type ApiSession = { user: ApiUser; accessToken: string; refreshToken: string };

export type SessionStore = {
  load(): ApiSession | null;
  save(session: ApiSession | null): void;
};

export const SESSION_EXPIRED = "Both token and refresh token have expired. Your request was aborted.";
/** Tokens count as expired this long before their `exp` (spec §9). */
export const EXPIRY_MARGIN_MS = 500;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: Record<string, unknown>;
  constructor(status: number, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Both tokens expired: the session was reset. Expected, so callers need not log it. */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(401, "user-token-expired", SESSION_EXPIRED);
    this.name = "SessionExpiredError";
  }
}

/** Unknown server strings become a lowercase hyphenated code (spec §8). */
export function toErrorCode(raw: string): string {
  return raw
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** `exp` of a JWT in milliseconds; 0 when unreadable (treated as expired). */
export function tokenExpiry(token: string): number {
  try {
    const part = token.split(".")[1] ?? "";
    const json = atob(
      part
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(part.length / 4) * 4, "="),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export const isExpired = (token: string, now = Date.now()) => tokenExpiry(token) - EXPIRY_MARGIN_MS <= now;

export function hasScope(user: Pick<ApiUser, "scopes"> | null | undefined, scope: string): boolean {
  return Boolean(user?.scopes.includes(scope));
}

export function memoryStore(initial: ApiSession | null = null): SessionStore {
  let session = initial;
  return {
    load: () => session,
    save(next) {
      session = next;
    },
  };
}

type SignedInBody = { data?: ApiUser & { token?: { access_token?: string; refresh_token?: string } } };

export function createApiClient(options: { baseUrl: string; store?: SessionStore; fetch?: typeof fetch }) {
  const store = options.store ?? memoryStore();
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/$/, "");
  let refreshing: Promise<void> | null = null;

  async function raw(method: string, path: string, body: unknown, token: string | null): Promise<unknown> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await send(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (response.ok) return parsed;
    const error = (
      parsed as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | null
    )?.error;
    const message = error?.message ?? (typeof parsed === "string" && parsed ? parsed : response.statusText);
    throw new ApiError(
      response.status,
      error?.code ?? toErrorCode(message || `http ${response.status}`),
      message,
      error?.details,
    );
  }

  /** The user is read from `data` of the sign-in answer; the tokens from `data.token`. */
  function keep(body: unknown): ApiUser {
    const data = (body as SignedInBody | null)?.data;
    if (!data) throw new Error("User Data response does not contain field data");
    const access = data.token?.access_token;
    const refresh = data.token?.refresh_token;
    if (!access || !refresh) throw new Error("User Data response does not contain field token");
    const { token: _token, ...user } = data;
    store.save({ user, accessToken: access, refreshToken: refresh });
    return user;
  }

  async function validAccessToken(): Promise<string | null> {
    const session = store.load();
    if (!session) return null;
    if (!isExpired(session.accessToken)) return session.accessToken;
    if (isExpired(session.refreshToken)) {
      store.save(null);
      throw new SessionExpiredError();
    }
    // Concurrent requests share one refresh: a refresh token is spent once.
    refreshing ??= raw("POST", "/auth/refresh-token", { refresh_token: session.refreshToken }, null)
      .then((body) => void keep(body))
      .catch((error: unknown) => {
        store.save(null);
        throw error instanceof ApiError && error.status === 401 ? new SessionExpiredError() : error;
      })
      .finally(() => {
        refreshing = null;
      });
    await refreshing;
    return store.load()?.accessToken ?? null;
  }

  return {
    get session() {
      return store.load();
    },
    async request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
      return (await raw(method, path, body, await validAccessToken())) as T;
    },
    async login(email: string, password: string): Promise<ApiUser> {
      return keep(await raw("POST", "/auth/login", { email, password }, null));
    },
    async register(email: string, password: string, displayName: string): Promise<ApiUser> {
      return keep(await raw("POST", "/auth/register", { email, password, display_name: displayName }, null));
    },
    async completeSecondFactor(pendingToken: string, code: string): Promise<ApiUser> {
      return keep(await raw("POST", "/auth/second-factor", { pending_token: pendingToken, code }, null));
    },
    /** Failures are ignored: the session is reset regardless (spec §7). */
    async logout(): Promise<void> {
      const session = store.load();
      store.save(null);
      if (!session || isExpired(session.accessToken)) return;
      await raw("POST", "/auth/logout", undefined, session.accessToken).catch(() => undefined);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
