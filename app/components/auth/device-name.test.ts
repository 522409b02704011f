import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name.ts";

describe("a device as staff and fans read it", () => {
  it("names the browser and the system of real user agents, not the whole string", () => {
    const seen = {
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36":
        "Chrome on Linux",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1":
        "Safari on iPhone",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36":
        "Chrome on Android",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0":
        "Edge on Windows",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0":
        "Firefox on macOS",
    };
    for (const [agent, name] of Object.entries(seen)) expect(deviceName(agent)).toBe(name);
  });

  it("keeps a client it does not know short, and says when there is none", () => {
    expect(deviceName("goalline-importer/2.3 (+https://example.com/bot) with a very long tail")).toBe(
      "goalline-importer/2.3 (+https://example.",
    );
    expect(deviceName("")).toBe("Unknown device");
  });
});
