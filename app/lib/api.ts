import { useMemo } from "react";
import { usePublicConfig } from "./public-config.tsx";

export type ApiInit = Omit<RequestInit, "headers" | "body"> & {
  headers?: Record<string, string>;
  /** Sent as JSON, with its content type. */
  json?: unknown;
  /** Sent as it is (an upload's bytes). */
  body?: BodyInit;
};

/** An address on the API: `path` (from its first slash) under the configured SITE_API_PATH. */
export const apiUrl = (apiPath: string, path: string) => `${apiPath}${path}`;

/**
 * The browser's one way to call the API: under the configured path, with the
 * page's session cookie, asking for JSON. The answer is the fetch Response,
 * failures included; callers read the stable error code from its body.
 */
export function apiFetch(apiPath: string, path: string, init: ApiInit = {}): Promise<Response> {
  const { json, headers, body, ...rest } = init;
  return fetch(apiUrl(apiPath, path), {
    credentials: "same-origin",
    ...rest,
    headers: {
      Accept: "application/json",
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: json === undefined ? body : JSON.stringify(json),
  });
}

/** The API as a component reaches it: its addresses and calls under the configured path. */
export function useApi() {
  const { apiPath } = usePublicConfig();
  return useMemo(
    () => ({
      apiPath,
      url: (path: string) => apiUrl(apiPath, path),
      fetch: (path: string, init?: ApiInit) => apiFetch(apiPath, path, init),
    }),
    [apiPath],
  );
}
