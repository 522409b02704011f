import type { RouterContextProvider } from "react-router";
import type { Entitlement } from "../../../server/billing/types.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { isIsoDate, isoDateIn, shiftIsoDate, visitorTimeZone } from "../../lib/time.ts";
import { viewerContext } from "../../lib/viewer.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** How a viewer stands with a channel's live stream: the guide itself is open to everyone. */
export type WatchState = "guest" | "locked" | "entitled";

/**
 * The TV page: channels with now and next, the day grid of the chosen day (yesterday to six
 * days ahead) in the visitor's zone, the programme asked for in `?programme=`, and per channel
 * whether the viewer may watch. Entitlements are asked on the server for every render.
 */
export async function tvGuideData({ request, context }: Args) {
  const viewer = context.get(viewerContext);
  const { billing, sports, tv } = requestScopeOf(context).services;
  const url = new URL(request.url);
  const timeZone = visitorTimeZone(request);
  const now = new Date();
  const today = isoDateIn(now, timeZone);
  const days = Array.from({ length: 8 }, (_, i) => shiftIsoDate(today, i - 1));
  const asked = url.searchParams.get("date") ?? "";
  const date = isIsoDate(asked) && days.includes(asked) ? asked : today;
  const [channels, byChannel] = await Promise.all([tv.listChannels(now), tv.guideOfDay(date, timeZone)]);
  const entitlements = new Map<string, boolean>();
  for (const entitlement of new Set(channels.map((c) => c.entitlement))) {
    const known = (billing.ENTITLEMENTS as readonly string[]).includes(entitlement);
    entitlements.set(
      entitlement,
      known && (await billing.mayUse(viewer?.id ?? null, entitlement as Entitlement, request)),
    );
  }
  const watch = (entitlement: string): WatchState =>
    entitlements.get(entitlement) ? "entitled" : viewer ? "locked" : "guest";
  const programmeParam = Number(url.searchParams.get("programme"));
  const programmes = [...byChannel.values()].flat();
  const selected = programmes.find((p) => p.id === programmeParam) ?? null;
  const labels = await sports.matchLabels(selected?.match_id ? [selected.match_id] : []);
  const match = selected?.match_id ? (labels.get(selected.match_id) ?? null) : null;
  const { from, to } = tv.dayRange(date, timeZone);
  return {
    timeZone,
    now: now.toISOString(),
    today,
    date,
    days,
    day: { from: from.toISOString(), to: to.toISOString() },
    signedIn: viewer !== null,
    anyLocked: channels.some((c) => watch(c.entitlement) !== "entitled"),
    channels: channels.map((channel) => ({
      ...channel,
      watch: watch(channel.entitlement),
      programmes: byChannel.get(channel.id) ?? [],
    })),
    selected: selected
      ? {
          ...selected,
          channel: channels.find((c) => c.id === selected.channel_id)?.name ?? "",
          // The page names the match in its language ("Calderbridge v Stanmoor").
          match: match ? { home: match.home, away: match.away } : null,
        }
      : null,
  };
}

export type TvGuide = Awaited<ReturnType<typeof tvGuideData>>;
