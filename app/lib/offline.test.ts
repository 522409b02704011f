import { describe, expect, it } from "vitest";
import { needsConnectionMessage, pageNeedingConnection, type Tap, type TappedLink } from "./offline.ts";

const HERE = "http://localhost:3000/?date=2026-11-28";
const plainTap: Tap = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

function link(href: string, text: string, attributes: Record<string, string> = {}): TappedLink {
  return {
    href: new URL(href, HERE).href,
    target: attributes.target ?? "",
    textContent: text,
    hasAttribute: (name) => name in attributes,
    getAttribute: (name) => attributes[name] ?? null,
  };
}

describe("a tap while offline", () => {
  it("names the page a link to another page of the site would open", () => {
    expect(pageNeedingConnection(plainTap, link("/league", "\n  Leagues "), HERE)).toBe("Leagues");
    expect(
      pageNeedingConnection(plainTap, link("/account", "", { "aria-label": "Your account" }), HERE),
    ).toBe("Your account");
    // The same page again would run its loaders: that needs the network too.
    expect(pageNeedingConnection(plainTap, link("/?date=2026-11-28", "Today"), HERE)).toBe("Today");
  });

  it("says 'That page' for a link whose text is a whole match row", () => {
    const row = link("/match/7", "FT Manchester United 2 1 Wolverhampton Wanderers");
    expect(pageNeedingConnection(plainTap, row, HERE)).toBe("That page");
    expect(pageNeedingConnection(plainTap, link("/match/7", "   "), HERE)).toBe("That page");
  });

  it("leaves alone what works offline or is not the page's to stop", () => {
    const league = link("/league", "Leagues");
    expect(pageNeedingConnection(plainTap, null, HERE)).toBeNull();
    expect(pageNeedingConnection({ ...plainTap, ctrlKey: true }, league, HERE)).toBeNull();
    expect(pageNeedingConnection({ ...plainTap, button: 1 }, league, HERE)).toBeNull();
    expect(pageNeedingConnection({ ...plainTap, defaultPrevented: true }, league, HERE)).toBeNull();
    expect(
      pageNeedingConnection(plainTap, link("/league", "Leagues", { target: "_blank" }), HERE),
    ).toBeNull();
    expect(
      pageNeedingConnection(plainTap, link("/receipt.pdf", "Receipt", { download: "" }), HERE),
    ).toBeNull();
    expect(pageNeedingConnection(plainTap, link("https://example.org/", "Elsewhere"), HERE)).toBeNull();
    expect(pageNeedingConnection(plainTap, link("/?date=2026-11-28#live", "Live now"), HERE)).toBeNull();
  });

  it("follows a link meant for this tab", () => {
    expect(pageNeedingConnection(plainTap, link("/league", "Leagues", { target: "_self" }), HERE)).toBe(
      "Leagues",
    );
  });
});

describe("the message", () => {
  it("says the page opens on the next tap once back online", () => {
    expect(needsConnectionMessage("Leagues")).toBe(
      "Leagues needs a connection: tap it again once you're back online.",
    );
  });
});
