import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, translatorFor } from "../../lib/i18n.tsx";

const m = defineMessages({
  unknown: { id: "auth.device.unknown", defaultMessage: "Unknown device" },
  browserOn: {
    id: "auth.device.browser-on",
    defaultMessage: "{browser} on {system}",
    description: "A signed-in device: a browser (Chrome) on a system (Android)",
  },
});

/** "Chrome on Linux" from a User-Agent string; good enough to recognise one's own devices. */
export function deviceName(userAgent: string, t: Translator = translatorFor("en")): string {
  if (!userAgent) return t(m.unknown);
  const browser =
    [
      ["Edg/", "Edge"],
      ["OPR/", "Opera"],
      ["Firefox/", "Firefox"],
      ["Chrome/", "Chrome"],
      ["Safari/", "Safari"],
    ].find(([mark]) => userAgent.includes(mark as string))?.[1] ?? null;
  const system =
    [
      ["iPhone", "iPhone"],
      ["iPad", "iPad"],
      ["Android", "Android"],
      ["Windows", "Windows"],
      ["Mac OS", "macOS"],
      ["Linux", "Linux"],
    ].find(([mark]) => userAgent.includes(mark as string))?.[1] ?? null;
  if (browser && system) return t(m.browserOn, { browser, system });
  return browser ?? system ?? userAgent.slice(0, 40);
}
