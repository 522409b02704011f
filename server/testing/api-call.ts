/**
 * JSON calls to a test site's API: `apiCall(site)(method, path, headers, body)` answers status,
 * headers and the parsed body (null when there is none).
 */
export function apiCall(site: { url: string }) {
  return async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const response = await fetch(`${site.url}/api${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
}
