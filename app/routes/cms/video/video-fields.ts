/** The choices of the video forms, shared by the pages and their server actions. */
export const VIDEO_KINDS = ["highlight", "movie", "trailer", "channel"] as const;
export const EXTERNAL_SOURCES = ["youtube", "vimeo", "hls"] as const;
