import type { ProxyTrust } from "../../config/proxy-trust.ts";
import { clientAddressOf } from "../../http/client-address.ts";
import type { ClientInfo } from "../context.ts";

export function clientInfoOf(headers: Headers, env: unknown, trustProxy: ProxyTrust): ClientInfo {
  return {
    ip: clientAddressOf(headers, env, trustProxy),
    device: (headers.get("User-Agent") ?? "").slice(0, 300),
  };
}
