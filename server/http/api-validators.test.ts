import { describe, expect, it } from "vitest";
import { isNotModified, weakEtagOf } from "./api-validators.ts";

describe("conditional requests", () => {
  const etag = weakEtagOf("<rss/>");
  const changed = new Date("2026-03-11T09:00:00.400Z");

  it("lets If-None-Match decide when sent, comparing weakly", () => {
    expect(isNotModified(new Headers({ "If-None-Match": etag }), etag)).toBe(true);
    expect(isNotModified(new Headers({ "If-None-Match": etag.slice(2) }), etag)).toBe(true);
    expect(isNotModified(new Headers({ "If-None-Match": `W/"a", ${etag}` }), etag)).toBe(true);
    expect(isNotModified(new Headers({ "If-None-Match": "*" }), etag)).toBe(true);
    const other = new Headers({ "If-None-Match": 'W/"a"', "If-Modified-Since": changed.toUTCString() });
    expect(isNotModified(other, etag, changed)).toBe(false);
  });

  it("otherwise compares If-Modified-Since with the last change in whole seconds", () => {
    const since = (date: string) => new Headers({ "If-Modified-Since": date });
    expect(isNotModified(since("Wed, 11 Mar 2026 09:00:00 GMT"), etag, changed)).toBe(true);
    expect(isNotModified(since("Wed, 11 Mar 2026 08:59:59 GMT"), etag, changed)).toBe(false);
    expect(isNotModified(since("not a date"), etag, changed)).toBe(false);
    expect(isNotModified(since("Wed, 11 Mar 2026 09:00:00 GMT"), etag)).toBe(false);
    expect(isNotModified(new Headers(), etag, changed)).toBe(false);
  });
});
