import type { Translator } from "../../../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor } from "../../../lib/i18n.tsx";

/** The choices of the video forms, shared by the pages and their server actions. */
export const VIDEO_KINDS = ["highlight", "movie", "trailer", "channel"] as const;
export const EXTERNAL_SOURCES = ["youtube", "vimeo", "hls"] as const;

/** A video's kind in words, lower case as the lists show it. */
const KIND_MESSAGES: Record<string, MessageDescriptor> = defineMessages({
  highlight: { id: "cms.video.kind.highlight", defaultMessage: "highlight" },
  movie: { id: "cms.video.kind.movie", defaultMessage: "movie" },
  trailer: { id: "cms.video.kind.trailer", defaultMessage: "trailer" },
  channel: { id: "cms.video.kind.channel", defaultMessage: "channel" },
});

export const videoKindName = (t: Translator, kind: string) => {
  const message = KIND_MESSAGES[kind];
  return message ? t(message) : kind;
};

/** Where an external video is hosted, as the form names it. */
export const SOURCE_MESSAGES: Record<(typeof EXTERNAL_SOURCES)[number], MessageDescriptor> = defineMessages({
  youtube: { id: "cms.video.source.youtube", defaultMessage: "YouTube" },
  vimeo: { id: "cms.video.source.vimeo", defaultMessage: "Vimeo" },
  hls: { id: "cms.video.source.hls", defaultMessage: "HLS address" },
});

/** The admin forms' checks of a video's fields, in the page's language. */
export const videoProblems = defineMessages({
  enterTitle: { id: "cms.video.enter-title", defaultMessage: "Enter a video title" },
  titleTooLong: { id: "cms.video.title-too-long", defaultMessage: "Use at most 200 characters" },
  chooseKind: { id: "cms.video.choose-kind", defaultMessage: "Choose what kind of video this is." },
  chooseKindShort: { id: "cms.video.choose-kind-short", defaultMessage: "Choose a kind." },
  chooseSource: { id: "cms.video.choose-source", defaultMessage: "Choose where the video is hosted." },
  hlsAddress: { id: "cms.video.hls-address", defaultMessage: "Enter an https address ending in .m3u8." },
  youtubeId: { id: "cms.video.youtube-id", defaultMessage: "Enter the 11-character YouTube video id." },
  vimeoId: { id: "cms.video.vimeo-id", defaultMessage: "Enter the numeric Vimeo video id." },
  captionsFile: { id: "cms.video.captions-file", defaultMessage: "Choose a WebVTT (.vtt) file." },
  chooseMatch: { id: "cms.video.choose-match", defaultMessage: "Choose a match from the suggestions." },
});
