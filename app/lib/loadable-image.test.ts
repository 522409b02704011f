import { describe, expect, it } from "vitest";
import { loadableImage } from "./loadable-image.ts";

describe("an image address the policy lets the page load", () => {
  it("keeps this site's paths and the image host's addresses", () => {
    expect(loadableImage("/media/12/logo.png", null)).toBe("/media/12/logo.png");
    expect(loadableImage("https://img.example/logos/one.png", "https://img.example")).toBe(
      "https://img.example/logos/one.png",
    );
  });

  it("leaves out another host, a protocol-relative address, and anything without an image host", () => {
    expect(loadableImage("https://logos.example/one.png", "https://img.example")).toBeNull();
    expect(loadableImage("https://img.example.evil.test/one.png", "https://img.example")).toBeNull();
    expect(loadableImage("//img.example/one.png", "https://img.example")).toBeNull();
    expect(loadableImage("https://img.example/one.png", null)).toBeNull();
    expect(loadableImage("not an address", "https://img.example")).toBeNull();
    expect(loadableImage(null, "https://img.example")).toBeNull();
  });
});
