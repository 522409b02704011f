import { Link } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { loadableImage } from "../../lib/loadable-image.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { useDates } from "../../lib/time-zone.tsx";
import type { TvGuide } from "../../routes/video/tv.server.ts";
import { ChannelPlayer } from "./channel-player.tsx";

const m = defineMessages({
  signIn: { id: "tv.channel.sign-in", defaultMessage: "Sign in to watch" },
  signInChannel: {
    id: "tv.channel.sign-in-channel",
    defaultMessage: "Sign in to watch: {channel}",
    description: "Accessible name of the sign-in link under a channel",
  },
  plans: {
    id: "tv.channel.plans",
    defaultMessage: "Included in plans with TV",
    description: "Link to the plans, for a fan whose plan does not include live TV",
  },
  plansChannel: {
    id: "tv.channel.plans-channel",
    defaultMessage: "Included in plans with TV: {channel}",
    description: "Accessible name of the plans link under a channel",
  },
  channels: {
    id: "tv.channel.channels",
    defaultMessage: "Channels",
    description: "Accessible name of the channel list",
  },
  now: {
    id: "tv.channel.now",
    defaultMessage: "<b>Now:</b> {title}",
    description: "What a channel is showing; title is the programme's",
  },
  next: {
    id: "tv.channel.next",
    defaultMessage: "<b>Next:</b> {title}",
    description: "What a channel shows next; title is the programme's",
  },
  shown: {
    id: "tv.channel.shown",
    defaultMessage: "{title}: {percent}% shown",
    description: "Accessible name of the bar showing how far into the programme the channel is",
  },
  nothing: { id: "tv.channel.nothing", defaultMessage: "Nothing on now." },
});

type Channel = TvGuide["channels"][number];
type Slot = NonNullable<Channel["now"]>;

function Times({ slot }: { slot: Slot }) {
  const dates = useDates();
  return (
    <span className="text-muted" dir="ltr">
      <time dateTime={slot.starts_at}>{dates.kickoffTime(slot.starts_at)}</time>–
      <time dateTime={slot.ends_at}>{dates.kickoffTime(slot.ends_at)}</time>
    </span>
  );
}

const bold = (chunks: React.ReactNode[]) => (
  <span key="label" className="font-semibold">
    {chunks}
  </span>
);

/** How far into the programme we are, in percent. */
const progressOf = (slot: Slot, now: string) => {
  const start = Date.parse(slot.starts_at);
  const span = Date.parse(slot.ends_at) - start;
  return Math.min(100, Math.max(0, Math.round(((Date.parse(now) - start) / span) * 100)));
};

/** Where the live stream goes: the player for entitled viewers, else the way to get it. */
function WatchArea({ channel }: { channel: Channel }) {
  const t = useT();
  if (channel.watch === "entitled") {
    return (
      <div data-channel-player={channel.id}>
        <ChannelPlayer channelId={channel.id} name={channel.name} />
      </div>
    );
  }
  const link =
    channel.watch === "guest"
      ? {
          to: "/login?redirectTo=%2Ftv",
          text: t(m.signIn),
          label: t(m.signInChannel, { channel: channel.name }),
        }
      : { to: "/pricing", text: t(m.plans), label: t(m.plansChannel, { channel: channel.name }) };
  return (
    <Link
      to={link.to}
      aria-label={link.label}
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
  const t = useT();
  return (
    <ul aria-label={t(m.channels)} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {channels.map((channel) => (
        <li key={channel.id} className="grid gap-2 rounded-2xl border border-line bg-surface p-4 text-sm">
          <h3 className="flex items-center gap-2 text-base font-semibold">
            <ChannelLogo src={channel.logo_url} />
            <span className="text-muted">{channel.number}</span> {channel.name}
          </h3>
          {channel.now ? (
            <div>
              <p>
                {t.rich(m.now, { title: channel.now.title, b: bold })} <Times slot={channel.now} />
              </p>
              <progress
                max={100}
                value={progressOf(channel.now, now)}
                aria-label={t(m.shown, { title: channel.now.title, percent: progressOf(channel.now, now) })}
                className="mt-1 h-1.5 w-full accent-accent"
              />
            </div>
          ) : (
            <p className="text-muted">{t(m.nothing)}</p>
          )}
          {channel.next ? (
            <p>
              {t.rich(m.next, { title: channel.next.title, b: bold })} <Times slot={channel.next} />
            </p>
          ) : null}
          <WatchArea channel={channel} />
        </li>
      ))}
    </ul>
  );
}
