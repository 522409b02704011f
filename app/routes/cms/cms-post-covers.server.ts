import type { MediaItem } from "../../../server/content/media/types.ts";
import type { Services } from "../../../server/http/api-router.ts";
import type { CoverChoice } from "../../components/cms/cover-picker.tsx";

const NEWEST = 60;

const choiceOf = (item: MediaItem): CoverChoice => {
  const small = item.variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width)[0];
  return {
    id: item.id,
    label: item.alt ? `${item.filename} — ${item.alt}` : `${item.filename} (no alt text)`,
    alt: item.alt,
    thumb: small?.url ?? null,
    markdown: item.markdown,
  };
};

/** The library's newest images, plus the post's current cover when it is older than those. */
export async function coverChoicesOf(services: Services, current: number | null): Promise<CoverChoice[]> {
  const { data } = await services.media.list({ limit: NEWEST, offset: 0 });
  const choices = data.map(choiceOf);
  if (current !== null && !choices.some((c) => c.id === current)) {
    const item = await services.media.get(current).catch(() => null);
    if (item) choices.unshift(choiceOf(item));
  }
  return choices;
}
