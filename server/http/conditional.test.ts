import { describe, expect, it } from "vitest";
import { weakEtagOf } from "./api-validators.ts";
import { codedTag, fileTag, httpDate, notModified } from "./conditional.ts";

const get = (headers: { ifNoneMatch?: string; ifModifiedSince?: string }, method = "GET") => ({
  method,
  ...headers,
});

describe("conditional requests", () => {
  const etag = weakEtagOf("<rss/>");
  const changed = new Date("2026-03-11T09:00:00.400Z");

  it("lets If-None-Match decide when sent, comparing weakly, and names the tag it matched", () => {
    expect(notModified(get({ ifNoneMatch: etag }), { etag })).toBe(etag);
    expect(notModified(get({ ifNoneMatch: etag.slice(2) }), { etag })).toBe(etag);
    expect(notModified(get({ ifNoneMatch: `W/"a", ${etag}` }), { etag })).toBe(etag);
    expect(notModified(get({ ifNoneMatch: "*" }), { etag })).toBe(etag);
    // A tag that does not match wins over a date that would.
    const both = get({ ifNoneMatch: 'W/"a"', ifModifiedSince: changed.toUTCString() });
    expect(notModified(both, { etag, lastModified: changed })).toBeNull();
  });

  it("otherwise compares If-Modified-Since with the last change in whole seconds", () => {
    const since = (date: string) => get({ ifModifiedSince: date });
    expect(notModified(since("Wed, 11 Mar 2026 09:00:00 GMT"), { etag, lastModified: changed })).toBe(etag);
    expect(notModified(since("Wed, 11 Mar 2026 08:59:59 GMT"), { etag, lastModified: changed })).toBeNull();
    expect(notModified(since("not a date"), { etag, lastModified: changed })).toBeNull();
    expect(notModified(since("Wed, 11 Mar 2026 09:00:00 GMT"), { etag })).toBeNull();
    expect(notModified(get({}), { etag, lastModified: changed })).toBeNull();
  });

  it("judges only GET and HEAD", () => {
    expect(notModified(get({ ifNoneMatch: etag }, "HEAD"), { etag })).toBe(etag);
    expect(notModified(get({ ifNoneMatch: etag }, "POST"), { etag })).toBeNull();
    expect(
      notModified(get({ ifModifiedSince: changed.toUTCString() }, "PUT"), { etag, lastModified: changed }),
    ).toBeNull();
  });

  it("answers a tag of the same file in another coding with that tag, the served one first", () => {
    const stem = fileTag({ mtimeMs: 1_773_219_600_400.7, size: 4096 });
    expect(stem).toBe('"19cdc1fd810-1000"');
    const br = codedTag(stem, "br");
    const gzip = codedTag(stem, "gzip");
    expect([br, gzip]).toEqual(['"19cdc1fd810-1000-br"', '"19cdc1fd810-1000-gzip"']);
    expect(notModified(get({ ifNoneMatch: gzip }), { etag: br, alike: [stem, gzip] })).toBe(gzip);
    expect(notModified(get({ ifNoneMatch: `${gzip}, W/${br}` }), { etag: br, alike: [gzip] })).toBe(br);
    expect(notModified(get({ ifNoneMatch: gzip }), { etag: br, alike: [stem] })).toBeNull();
  });

  it("reads the three forms of an HTTP date and nothing else", () => {
    const instant = Date.UTC(1994, 10, 6, 8, 49, 37);
    expect(httpDate("Sun, 06 Nov 1994 08:49:37 GMT")).toBe(instant);
    expect(httpDate("Sunday, 06-Nov-94 08:49:37 GMT")).toBe(instant);
    expect(httpDate("Sun Nov  6 08:49:37 1994")).toBe(instant);
    for (const value of [
      "2026",
      "1994-11-06T08:49:37Z",
      "Sun, 06 Nov 1994 08:49:37 GMT, Mon, 07 Nov 1994 08:49:37 GMT",
    ]) {
      expect(httpDate(value), value).toBeNull();
    }
  });
});
