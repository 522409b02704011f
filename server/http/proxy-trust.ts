import { BlockList, isIP } from "node:net";
import { type ProxyTrust, SHORTHANDS } from "../config/proxy-trust.ts";

const unmapped = (address: string) => (address.startsWith("::ffff:") ? address.slice(7) : address);

const lists = new WeakMap<ProxyTrust, BlockList>();
function blockListOf(trust: Extract<ProxyTrust, { mode: "list" }>): BlockList {
  let list = lists.get(trust);
  if (list) return list;
  list = new BlockList();
  for (const entry of trust.entries.flatMap((e) => SHORTHANDS[e] ?? [e])) {
    const [address, bits] = entry.split("/") as [string, string | undefined];
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  lists.set(trust, list);
  return list;
}

/** Whether the hop at `index` (0 = the socket peer) is a proxy we trust. */
export function trusts(trust: ProxyTrust, address: string, index: number): boolean {
  switch (trust.mode) {
    case "none":
      return false;
    case "all":
      return true;
    case "hops":
      return index < trust.hops;
    case "list": {
      const plain = unmapped(address);
      const family = isIP(plain);
      return family !== 0 && blockListOf(trust).check(plain, family === 6 ? "ipv6" : "ipv4");
    }
  }
}
