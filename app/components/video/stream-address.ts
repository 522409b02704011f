/** The token in `/media/video/<token>/<id>/master.m3u8`, which a renewal names to keep its stream. */
export const streamTokenOf = (url: string) => url.split("/")[3] ?? "";
