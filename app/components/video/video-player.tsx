import { hls as hlsChunk } from "virtual:lazy-chunks";
import { useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { preloadModule } from "react-dom";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { streamProblem } from "./stream-problem.ts";

const m = defineMessages({
  failed: {
    id: "video.player.failed",
    defaultMessage: "This video cannot be played right now. Reload the page to try again.",
  },
  unsupported: { id: "video.player.unsupported", defaultMessage: "This browser cannot play this video." },
  quality: {
    id: "video.player.quality",
    defaultMessage: "Quality",
    description: "Picks the video's resolution",
  },
  auto: {
    id: "video.player.auto",
    defaultMessage: "Auto",
    description: "Video quality chosen by the player",
  },
  pip: {
    id: "video.player.pip",
    defaultMessage: "Picture in picture",
    description: "Button: a floating video window",
  },
  captionsEnglish: {
    id: "video.player.captions-english",
    defaultMessage: "English",
    description: "Name of a captions track written in English, in the player's captions menu",
  },
  play: {
    id: "video.player.play",
    defaultMessage: "Play “{title}”",
    description: "Button over an external video (YouTube, Vimeo) before it loads",
  },
  thirdParty: {
    id: "video.player.third-party",
    defaultMessage: "Playing loads the video from {site}, which may set its own cookies.",
    description: "site is YouTube or Vimeo",
  },
});

/** The metadata track's name for players that look for preview pictures; never shown. */
const THUMBNAILS_TRACK = "thumbnails";

/** Where the player finds a video: the shape `issueStream` answers (server/video/playback.ts). */
export type VideoSource = {
  kind: "hls" | "youtube" | "vimeo";
  url: string;
  poster?: string | null;
  captions?: string | null;
  thumbnails?: string | null;
};

/** What a page may do to a playing video (chapter buttons jump with `seek`). */
export type VideoPlayerControls = {
  /** Moves to `seconds` into the video and plays from there. */
  seek(seconds: number): void;
};

export type VideoPlayerProps = {
  source: VideoSource;
  /** Names the player for screen readers ("Highlights: Ajax 2–1 PSV"). */
  title: string;
  /** A poster shown before playback when the source has none (external videos' facade). */
  poster?: string | null;
  captionsLabel?: string;
  captionsLang?: string;
  autoPlay?: boolean;
  /** Channels loop their programme. */
  loop?: boolean;
  /** Called when the stream cannot be played, with the message shown. */
  onError?: (message: string) => void;
  /** Called every few seconds and on pause with the playback position (continue watching). */
  onPosition?: (seconds: number) => void;
  /** Filled with the player's controls once it shows our HLS stream (embeds cannot be driven). */
  controls?: React.Ref<VideoPlayerControls>;
};

type Level = { index: number; label: string };
type Hls = {
  levels: Array<{ height: number }>;
  currentLevel: number;
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, handler: (event: string, data: { fatal?: boolean; details?: string }) => void): void;
  destroy(): void;
};

/**
 * hls.js is fetched as soon as this module runs in a browser without native HLS, in parallel
 * with hydration, rather than after the player's effect (the server also hints it with
 * modulepreload, see vite.config.ts).
 */
let hlsModule: Promise<typeof import("hls.js")> | null = null;
const loadHls = () => {
  hlsModule ??= import("hls.js");
  return hlsModule;
};
const nativeHls = (media: HTMLMediaElement) => media.canPlayType("application/vnd.apple.mpegurl") !== "";
if (typeof document !== "undefined" && !nativeHls(document.createElement("video"))) void loadHls();

/** Native HLS where the browser has it (Safari, iOS); otherwise hls.js, fetched only now. */
function useHls(
  video: React.RefObject<HTMLVideoElement | null>,
  url: string,
  onFail: (message: string) => void,
) {
  const t = useT();
  const [levels, setLevels] = useState<Level[]>([]);
  const hls = useRef<Hls | null>(null);
  // A renewed address (a new token) carries on where the old one was, playing if it played.
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  useEffect(() => {
    const media = video.current;
    if (!media) return;
    let cancelled = false;
    const at = resume.current;
    resume.current = null;
    const restore = () => {
      if (!at) return;
      media.currentTime = at.time;
      if (at.playing) void media.play().catch(() => {});
    };
    media.addEventListener("loadedmetadata", restore, { once: true });
    const remember = () => {
      media.removeEventListener("loadedmetadata", restore);
      if (media.currentTime > 0) resume.current = { time: media.currentTime, playing: !media.paused };
    };
    if (nativeHls(media)) {
      // The server's HTML already names the stream in a <source>: loading began before hydration.
      if (media.currentSrc !== new URL(url, window.location.href).href) media.src = url;
      return remember;
    }
    void loadHls().then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) return onFail(t(m.unsupported));
      const player = new Hls({ capLevelToPlayerSize: true, enableWorker: false }) as unknown as Hls;
      hls.current = player;
      player.on("hlsManifestParsed", () =>
        setLevels(player.levels.map((level, index) => ({ index, label: `${level.height}p` }))),
      );
      player.on("hlsError", async (_event, data) => {
        if (!data.fatal) return;
        // A replaced stream or an expired address answers 403/409: say what happened.
        const response = await fetch(url).catch(() => null);
        const body = response && !response.ok ? await response.json().catch(() => null) : null;
        onFail(
          streamProblem(t, (body as { error?: { code?: string; message?: string } } | null)?.error, m.failed),
        );
        player.destroy();
      });
      player.loadSource(url);
      player.attachMedia(media);
    });
    return () => {
      cancelled = true;
      remember();
      hls.current?.destroy();
      hls.current = null;
    };
  }, [video, url, onFail, t]);
  const choose = (index: number) => {
    if (hls.current) hls.current.currentLevel = index;
  };
  return { levels, choose };
}

function HlsPlayer(props: VideoPlayerProps & { source: VideoSource & { kind: "hls" } }) {
  const t = useT();
  const { source, title, onError, onPosition } = props;
  // A hint in the server's HTML: browsers without native HLS fetch hls.js with the page.
  if (hlsChunk) preloadModule(hlsChunk, { as: "script" });
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pip, setPip] = useState(false);
  const qualityId = useId();
  const failRef = useRef((message: string) => {
    setFailure(message);
    onError?.(message);
  });
  const { levels, choose } = useHls(video, source.url, failRef.current);
  useImperativeHandle(
    props.controls,
    () => ({
      seek(seconds: number) {
        const media = video.current;
        if (!media) return;
        media.currentTime = seconds;
        void media.play().catch(() => {});
      },
    }),
    [],
  );

  useEffect(() => {
    setPip(
      typeof document !== "undefined" &&
        "pictureInPictureEnabled" in document &&
        document.pictureInPictureEnabled,
    );
    const media = video.current;
    if (!media || !onPosition) return;
    const report = () => onPosition(media.currentTime);
    const timer = setInterval(() => !media.paused && report(), 10_000);
    media.addEventListener("pause", report);
    return () => {
      clearInterval(timer);
      media.removeEventListener("pause", report);
      report();
    };
  }, [onPosition]);

  const togglePip = async () => {
    const media = video.current;
    if (!media) return;
    if (document.pictureInPictureElement) await document.exitPictureInPicture();
    else await media.requestPictureInPicture().catch(() => {});
  };

  return (
    <figure className="video-player" aria-label={title}>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is added when the video has one. */}
      <video
        ref={video}
        className="aspect-video w-full rounded-xl bg-black"
        controls
        playsInline
        preload="metadata"
        poster={source.poster ?? props.poster ?? undefined}
        autoPlay={props.autoPlay}
        loop={props.loop}
        aria-label={title}
        onError={() => failRef.current(t(m.failed))}
        data-testid="video-player"
      >
        {/* Native HLS (Safari, recent Chromium) starts on the HTML alone; others skip this type and get hls.js. */}
        <source src={source.url} type="application/vnd.apple.mpegurl" />
        {source.captions ? (
          <track
            kind="captions"
            src={source.captions}
            srcLang={props.captionsLang ?? "en"}
            label={props.captionsLabel ?? t(m.captionsEnglish)}
          />
        ) : null}
        {source.thumbnails ? (
          <track kind="metadata" label={THUMBNAILS_TRACK} src={source.thumbnails} />
        ) : null}
      </video>
      {failure ? (
        <p
          role="alert"
          className="mt-2 rounded-lg border border-red-700 p-3 text-sm text-red-800 dark:border-red-300 dark:text-red-200"
        >
          {failure}
        </p>
      ) : null}
      <figcaption className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <span className="font-medium">{title}</span>
        {levels.length > 1 ? (
          <span className="flex items-center gap-1">
            <label htmlFor={qualityId}>{t(m.quality)}</label>
            <select
              id={qualityId}
              className="rounded border border-line bg-surface px-2 py-1"
              defaultValue="-1"
              onChange={(event) => choose(Number(event.currentTarget.value))}
            >
              <option value="-1">{t(m.auto)}</option>
              {levels.map((level) => (
                <option key={level.index} value={level.index}>
                  {level.label}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        {pip ? (
          <button type="button" className="rounded border border-line px-2 py-1" onClick={togglePip}>
            {t(m.pip)}
          </button>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** YouTube and Vimeo behind a facade: nothing is asked of them until the viewer presses play. */
function EmbedPlayer({ source, title, poster }: VideoPlayerProps) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  const site = source.kind === "youtube" ? "YouTube" : "Vimeo";
  if (loaded) {
    return (
      <iframe
        className="aspect-video w-full rounded-xl"
        src={source.url}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
      {poster ? (
        <img src={poster} alt="" className="absolute inset-0 h-full w-full object-cover opacity-70" />
      ) : null}
      <button
        type="button"
        onClick={() => setLoaded(true)}
        className="absolute inset-0 m-auto flex h-fit w-fit items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-black"
      >
        <span aria-hidden="true">▶</span> {t(m.play, { title })}
      </button>
      <p className="absolute inset-x-2 bottom-2 text-center text-xs text-white">
        {t(m.thirdParty, { site })}
      </p>
    </div>
  );
}

/** The site's one video player: our HLS streams, external HLS, and YouTube/Vimeo facades. */
export function VideoPlayer(props: VideoPlayerProps) {
  if (props.source.kind === "hls") return <HlsPlayer {...props} source={{ ...props.source, kind: "hls" }} />;
  return <EmbedPlayer {...props} />;
}
