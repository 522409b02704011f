import type { Services } from "../../../server/http/api-router.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { type CoverChoice, choiceOf, PICKER_IMAGES } from "../../components/cms/cover-picker.tsx";

/** The library's newest images, plus the post's current cover when it is older than those. */
export async function coverChoicesOf(
  services: Services,
  current: number | null,
  t?: Translator,
): Promise<CoverChoice[]> {
  const { data } = await services.media.list({ limit: PICKER_IMAGES, offset: 0 });
  const choices = data.map((item) => choiceOf(item, t));
  if (current !== null && !choices.some((c) => c.id === current)) {
    const item = await services.media.get(current).catch(() => null);
    if (item) choices.unshift(choiceOf(item, t));
  }
  return choices;
}
