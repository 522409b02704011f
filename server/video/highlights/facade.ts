import { bindAll } from "../../platform/bind.ts";
import { inRequestLanguage } from "../../sports/service.ts";
import {
  HIGHLIGHTS_PAGE_TAG,
  highlightStream,
  listHighlights,
  matchHighlights,
  readHighlight,
  relatedHighlights,
} from "./highlights.ts";

/** Highlight clips as pages reach them through `services.highlights`: the reads and the streams, over the services. */
export function createHighlightsFacade(services: Parameters<typeof listHighlights>[0]) {
  return {
    // Teams and competitions in the request's language, as the sports pages name them.
    ...inRequestLanguage(
      bindAll(services, {
        listHighlights,
        readHighlight,
        relatedHighlights,
        matchHighlights,
      }),
    ),
    ...bindAll(services, { highlightStream }),
    /** The shared highlights page's cache tag: a clip finishing its transcoding drops it. */
    pageTag: HIGHLIGHTS_PAGE_TAG,
  };
}

export type HighlightsFacade = ReturnType<typeof createHighlightsFacade>;
