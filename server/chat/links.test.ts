import { describe, expect, it } from "vitest";
import { hasLink, linksIn } from "./links.ts";

describe("addresses in a chat message", () => {
  it("finds addresses with a scheme, with www. and bare hosts on common domains", () => {
    expect(linksIn("tickets at https://example.com/derby?x=1, hurry")).toEqual([
      { text: "https://example.com/derby?x=1", href: "https://example.com/derby?x=1" },
    ]);
    expect(linksIn("see www.goalline.test.com.")).toEqual([
      { text: "www.goalline.test.com", href: "https://www.goalline.test.com/" },
    ]);
    expect(linksIn("free stream bit.ly/abc!")).toEqual([{ text: "bit.ly/abc", href: "https://bit.ly/abc" }]);
    expect(linksIn("(wikipedia.org/wiki/Goal_(football))")[0]!.text).toBe(
      "wikipedia.org/wiki/Goal_(football)",
    );
  });

  it("leaves scores, odds, abbreviations and e-mail addresses alone", () => {
    for (const text of [
      "2.5 goals, e.g. a 3-1 win",
      "Man.Utd were poor",
      "mail ada@example.com",
      "i.e. no",
    ]) {
      expect(hasLink(text), text).toBe(false);
    }
  });

  it("opens only http and https, never script or credentials", () => {
    expect(hasLink("javascript:alert(1)")).toBe(false);
    expect(linksIn("http://user:pw@example.com")).toEqual([]);
    expect(hasLink("http://user:pw@example.com")).toBe(true);
  });
});
