import { existsSync } from "node:fs";

/** Flags Chromium needs on these machines: no sandbox as root, no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** CHROME_PATH, else Debian's Chromium, else the Chromium shipped inside an npm package. */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: packaged } = await import("@sparticuz/chromium");
  return packaged.executablePath();
}
