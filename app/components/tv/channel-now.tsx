import { Link } from "react-router";
import { loadableImage } from "../../lib/loadable-image.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { kickoffTime } from "../../lib/time.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";
import type { TvGuide } from "../../routes/video/tv.server.ts";
import { ChannelPlayer } from "./channel-player.tsx";

type Channel = TvGuide["channels"][number];
type Slot = NonNullable<Channel["now"]>;

function Times({ slot }: { slot: Slot }) {
  const timeZone = useTimeZone();
  return (
    <span className="text-muted">
      <time dateTime={slot.starts_at}>{kickoffTime(slot.starts_at, timeZone)}</time>–
      <time dateTime={slot.ends_at}>{kickoffTime(slot.ends_at, timeZone)}</time>
    </span>
  );
}

/** How far into the programme we are, in percent. */
const progressOf = (slot: Slot, now: string) => {
  const start = Date.parse(slot.starts_at);
  const span = Date.parse(slot.ends_at) - start;
  return Math.min(100, Math.max(0, Math.round(((Date.parse(now) - start) / span) * 100)));
};

/** Where the live stream goes: the player for entitled viewers, else the way to get it. */
function WatchArea({ channel }: { channel: Channel }) {
  if (channel.watch === "entitled") {
    return (
      <div data-channel-player={channel.id}>
        <ChannelPlayer channelId={channel.id} name={channel.name} />
      </div>
    );
  }
  const link =
    channel.watch === "guest"
      ? { to: "/login?redirectTo=%2Ftv", text: "Sign in to watch" }
      : { to: "/pricing", text: "Included in plans with TV" };
  return (
    <Link
      to={link.to}
      aria-label={`${link.text}: ${channel.name}`}
      className="inline-block rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised"
    >
      {link.text}
    </Link>
  );
}

/** A channel's logo, when the page's policy lets the browser load it. */
function ChannelLogo({ src }: { src: string | null }) {
  const logo = loadableImage(src, usePublicConfig().imageHost);
  return logo ? (
    <img src={logo} alt="" width={28} height={28} className="h-7 w-7 rounded object-contain" />
  ) : null;
}

/** Every channel with what is on now (and how far in) and what comes next. */
export function ChannelNow({ channels, now }: { channels: Channel[]; now: string }) {
  return (
    <ul aria-label="Channels" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {channels.map((channel) => (
        <li key={channel.id} className="grid gap-2 rounded-2xl border border-line bg-surface p-4 text-sm">
          <h3 className="flex items-center gap-2 text-base font-semibold">
            <ChannelLogo src={channel.logo_url} />
            <span className="text-muted">{channel.number}</span> {channel.name}
          </h3>
          {channel.now ? (
            <div>
              <p>
                <span className="font-semibold">Now:</span> {channel.now.title} <Times slot={channel.now} />
              </p>
              <progress
                max={100}
                value={progressOf(channel.now, now)}
                aria-label={`${channel.now.title}: ${progressOf(channel.now, now)}% shown`}
                className="mt-1 h-1.5 w-full accent-accent"
              />
            </div>
          ) : (
            <p className="text-muted">Nothing on now.</p>
          )}
          {channel.next ? (
            <p>
              <span className="font-semibold">Next:</span> {channel.next.title} <Times slot={channel.next} />
            </p>
          ) : null}
          <WatchArea channel={channel} />
        </li>
      ))}
    </ul>
  );
}
