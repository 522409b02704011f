import { isIP } from "node:net";
import { z } from "zod";

/**
 * Which proxies in front of us may speak for the client (TRUST_PROXY):
 * nobody (`false`), everybody (`true`: only when nothing else can reach the
 * port), the first N hops (`1`, `2`…), or addresses and CIDR ranges
 * (`10.0.0.0/8,::1`, with `loopback` and `private` as shorthands).
 */
export type ProxyTrust =
  | { mode: "none" }
  | { mode: "all" }
  | { mode: "hops"; hops: number }
  | { mode: "list"; entries: string[] };

export const SHORTHANDS: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7", "169.254.0.0/16", "fe80::/10"],
};

const isEntry = (entry: string) => {
  if (SHORTHANDS[entry]) return true;
  const [address, bits, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

export const proxyTrustSetting = z
  .string()
  .trim()
  .transform((raw, ctx): ProxyTrust => {
    const value = raw.toLowerCase();
    if (["false", "0", "no", "off"].includes(value)) return { mode: "none" };
    if (["true", "yes", "on"].includes(value)) return { mode: "all" };
    if (/^\d{1,2}$/.test(value)) return { mode: "hops", hops: Number(value) };
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isEntry(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be true, false, a hop count or addresses/CIDRs; not ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return { mode: "list", entries };
  });
