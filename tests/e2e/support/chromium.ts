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

/** The whole browser: CHROME_PATH, else Debian's Chromium, else the Chromium shipped inside an npm package. */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return headlessShellPath();
}

/**
 * Chromium's headless shell, shipped inside an npm package (`@sparticuz/chromium` builds Chromium's
 * `headless_shell` target): the same Blink and V8 without the desktop browser's windowing layer,
 * which Playwright itself drives for headless runs. It renders and runs pages at about twice the
 * speed of the whole browser on two cores (docs/decisions/041-headless-shell-for-journeys.md).
 * CHROME_PATH, when set, wins here too.
 */
export async function headlessShellPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const { default: packaged } = await import("@sparticuz/chromium");
  return packaged.executablePath();
}
