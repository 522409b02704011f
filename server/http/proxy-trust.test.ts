import { describe, expect, it } from "vitest";
import { createHttpApp } from "../app/http-app.ts";
import { ConfigError, loadConfig } from "../config/config.ts";
import { type ProxyTrust, proxyTrustSetting } from "../config/proxy-trust.ts";
import type { Services } from "../http/api-router.ts";
import { createLogger } from "../platform/logger.ts";
import { clientAddressOf, publicRequest } from "./client-address.ts";
import { createMetrics } from "./metrics.ts";

const trust = (value: string) => proxyTrustSetting.parse(value);
const from = (peer: string) => ({ incoming: { socket: { remoteAddress: peer } } });
const forwarded = (xff: string) => new Headers({ "X-Forwarded-For": xff });

describe("TRUST_PROXY", () => {
  it("reads false, true, a hop count or a list of addresses and CIDRs", () => {
    expect(trust("false")).toEqual({ mode: "none" });
    expect(trust("true")).toEqual({ mode: "all" });
    expect(trust("2")).toEqual({ mode: "hops", hops: 2 });
    expect(trust("10.0.0.0/8, ::1,loopback")).toEqual({
      mode: "list",
      entries: ["10.0.0.0/8", "::1", "loopback"],
    });
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/99", DATA_DIR: "/tmp/goalline-proxy" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ TRUST_PROXY: "proxy.local", DATA_DIR: "/tmp/goalline-proxy" })).toThrow(
      /TRUST_PROXY/,
    );
  });
});

describe("the client address", () => {
  const spoofed = forwarded("6.6.6.6, 203.0.113.9");

  it("is the socket's when no proxy is trusted", () => {
    expect(clientAddressOf(spoofed, from("198.51.100.4"), trust("false"))).toBe("198.51.100.4");
  });

  it("is the right-most untrusted X-Forwarded-For entry, so a client cannot choose it", () => {
    const list: ProxyTrust = trust("10.0.0.0/8");
    expect(clientAddressOf(spoofed, from("10.1.2.3"), list)).toBe("203.0.113.9");
    // A client talking to us directly cannot pretend to be behind the proxy.
    expect(clientAddressOf(spoofed, from("198.51.100.4"), list)).toBe("198.51.100.4");
    // Two trusted proxies in a row.
    const chained = forwarded("6.6.6.6, 203.0.113.9, 10.9.9.9");
    expect(clientAddressOf(chained, from("10.1.2.3"), list)).toBe("203.0.113.9");
    expect(clientAddressOf(spoofed, from("::ffff:10.1.2.3"), list)).toBe("203.0.113.9");
  });

  it("counts hops from the nearest proxy", () => {
    expect(clientAddressOf(spoofed, from("172.18.0.2"), trust("1"))).toBe("203.0.113.9");
    expect(clientAddressOf(spoofed, from("172.18.0.2"), trust("2"))).toBe("6.6.6.6");
    expect(clientAddressOf(new Headers(), from("172.18.0.2"), trust("1"))).toBe("172.18.0.2");
  });

  it("ignores entries that are not addresses", () => {
    expect(clientAddressOf(forwarded("<script>"), from("127.0.0.1"), trust("loopback"))).toBe("127.0.0.1");
  });
});

describe("the public request behind a TLS-terminating proxy", () => {
  const behindProxy = new Request("http://10.0.0.5:3000/login?next=%2F", {
    headers: { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "scores.example.com" },
  });

  it("takes protocol and host from a trusted proxy", () => {
    const seen = publicRequest(behindProxy, from("10.0.0.2"), trust("private"));
    expect(seen.url).toBe("https://scores.example.com/login?next=%2F");
  });

  it("keeps the socket's view when the sender is not trusted", () => {
    expect(publicRequest(behindProxy, from("203.0.113.9"), trust("private")).url).toBe(
      "http://10.0.0.5:3000/login?next=%2F",
    );
    expect(publicRequest(behindProxy, from("10.0.0.2"), trust("false")).url).toBe(
      "http://10.0.0.5:3000/login?next=%2F",
    );
  });

  it("refuses a forwarded host that is not a host name", () => {
    const odd = new Request("http://10.0.0.5:3000/", {
      headers: { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example/@x" },
    });
    expect(publicRequest(odd, from("10.0.0.2"), trust("private")).url).toBe("https://10.0.0.5:3000/");
  });
});

describe("pages behind a TLS-terminating proxy", () => {
  const pagesSee = async (env: Record<string, string>, peer: string) => {
    const config = loadConfig({
      DATA_DIR: "/tmp/goalline-proxy",
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      ...env,
    });
    const services = { config, logger: createLogger(config) } as Services;
    const app = createHttpApp({
      services,
      metrics: createMetrics(),
      // A stand-in for React Router, which compares a form's Origin with the URL it is given.
      pages: async (request) => new Response(request.url),
    });
    const response = await app.request(
      "http://10.0.0.5:3000/login",
      {
        method: "POST",
        headers: {
          "X-Forwarded-Proto": "https",
          "X-Forwarded-Host": "scores.example.com",
          Origin: "https://scores.example.com",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "email=fan%40example.com",
      },
      from(peer),
    );
    return response.text();
  };

  it("hands page actions the public https origin when the proxy is trusted", async () => {
    const env = { SITE_URL: "https://scores.example.com", TRUST_PROXY: "private" };
    expect(await pagesSee(env, "10.0.0.2")).toBe("https://scores.example.com/login");
    expect(await pagesSee(env, "203.0.113.9")).toBe("http://10.0.0.5:3000/login");
  });
});
