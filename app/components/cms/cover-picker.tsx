import { Children, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { MediaItem } from "../../../server/content/media/types.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { apiFetch } from "../../lib/api.ts";
import { defineMessages, translatorFor, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { FieldLabel, FieldNote } from "../form/field-parts.tsx";
import { carry } from "./cms-messages.ts";
import { ImageUploadDialog, useImageTake } from "./image-upload-dialog.tsx";

const m = defineMessages({
  noAlt: { id: "cms.cover.no-alt", defaultMessage: "{name} (no alt text)" },
  cover: { id: "cms.cover.label", defaultMessage: "Cover image" },
  noCover: { id: "cms.cover.none", defaultMessage: "No cover" },
  find: { id: "cms.cover.find", defaultMessage: "Find an image" },
  placeholder: { id: "cms.cover.placeholder", defaultMessage: "Words in the file name or alt text" },
  failed: {
    id: "cms.cover.failed",
    defaultMessage: "The search did not answer; the newest images are listed.",
  },
  noMatch: { id: "cms.cover.no-match", defaultMessage: 'No image matches "{query}".' },
  newestOf: {
    id: "cms.cover.newest-of",
    defaultMessage: 'The newest {shown} of {total} images matching "{query}".',
  },
  matches: {
    id: "cms.cover.matches",
    defaultMessage: '{count, plural, one {# image matches} other {# images match}} "{query}".',
  },
  hintFound: {
    id: "cms.cover.hint-found",
    defaultMessage:
      "The images found. Drop or paste an image here to upload it, or <link>upload one in Media</link>.",
  },
  hintNewest: {
    id: "cms.cover.hint-newest",
    defaultMessage:
      "The library's newest {count} images. Drop or paste an image here to upload it, or <link>upload one in Media</link>.",
  },
  describe: {
    id: "cms.cover.describe",
    defaultMessage:
      "This image has no alt text, which readers of screen readers and shared links rely on: <link>describe it in Media</link>.",
  },
  uploadTitle: { id: "cms.cover.upload-title", defaultMessage: "Upload and choose this image" },
  uploadConfirm: { id: "cms.cover.upload-confirm", defaultMessage: "Upload and choose" },
});

/**
 * A library image: its file name and alt text as listed, the alt text alone, a small variant,
 * and the Markdown that shows it in a post's body.
 */
export type CoverChoice = { id: number; label: string; alt: string; thumb: string | null; markdown: string };

/** How many images the picker lists: the newest, or the newest that match a search. */
export const PICKER_IMAGES = 60;

/** A library image as the picker lists it: its name with its alt text, or a word that it has none. */
export function choiceOf(item: MediaItem, t: Translator = translatorFor("en")): CoverChoice {
  const small = item.variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width)[0];
  return {
    id: item.id,
    label: item.alt ? `${item.filename} — ${item.alt}` : t(m.noAlt, { name: item.filename }),
    alt: item.alt,
    thumb: small?.url ?? null,
    markdown: item.markdown,
  };
}

type Found = { query: string; choices: CoverChoice[]; total: number } | { query: string; failed: true };

/**
 * The library's images whose name or alt text hold the words typed, newest first, asked for a
 * quarter of a second after typing stops; an older answer never replaces a newer one.
 */
function useImageSearch(query: string): Found | null {
  const { apiPath } = usePublicConfig();
  const t = useT();
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    if (query === "") {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const path = `/cms/media?q=${encodeURIComponent(query)}&limit=${PICKER_IMAGES}`;
        const response = await apiFetch(apiPath, path, { signal: controller.signal });
        if (!response.ok) throw new Error(`Media search answered ${response.status}`);
        const page = (await response.json()) as { data: MediaItem[]; total: number };
        setFound({ query, choices: page.data.map((item) => choiceOf(item, t)), total: page.total });
      } catch {
        if (!controller.signal.aborted) setFound({ query, failed: true });
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [apiPath, query, t]);
  return found;
}

/**
 * The post's cover, chosen from the media library by name, with the chosen image shown
 * beside the list. A plain select, so it works before the page's script has loaded. An image
 * dropped on the picker or pasted into it is uploaded (its alt text asked first) and chosen.
 */
export function CoverPicker(props: {
  choices: CoverChoice[];
  defaultValue: string;
  error: string | null;
  /** A film's poster uses the same picker under its own name. */
  label?: string;
  name?: string;
  none?: string;
  /** Told of each choice, for a picker that acts on it (inserting the image into a body). */
  onChange?: (id: string, choice: CoverChoice | null) => void;
}) {
  const t = useT();
  carry(t, m.failed, m.noMatch, m.newestOf, m.matches, m.describe);
  const { label = t(m.cover), name = "cover_image_id", none = t(m.noCover) } = props;
  const id = useId();
  const [chosen, setChosen] = useState(props.defaultValue);
  const [query, setQuery] = useState("");
  const found = useImageSearch(query.trim().slice(0, 100));
  const [known, setKnown] = useState(props.choices);
  const results = found && "choices" in found ? found.choices : null;
  // The chosen image stays listed whatever the search shows, so the choice is never lost.
  const listed = results ?? props.choices;
  const picked =
    listed.find((c) => String(c.id) === chosen) ?? known.find((c) => String(c.id) === chosen) ?? null;
  const choices = picked && !listed.some((c) => c.id === picked.id) ? [picked, ...listed] : listed;
  const thumb = picked?.thumb ?? null;
  const choose = (value: string, choice: CoverChoice | null) => {
    if (choice && !known.some((c) => c.id === choice.id)) setKnown([choice, ...known]);
    setChosen(value);
    props.onChange?.(value, choice);
  };
  const dropped = useImageTake<HTMLDivElement>();
  return (
    <div
      className={`space-y-1 rounded-lg ${dropped.file ? "outline-2 outline-accent outline-dashed" : ""}`}
      {...dropped.handlers}
    >
      <label htmlFor={`${id}-search`} className="block text-sm font-medium">
        {t(m.find)}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        maxLength={100}
        onChange={(event) => setQuery(event.target.value)}
        // Enter searches as typing does; it must not send the post's form around the picker.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        aria-describedby={`${id}-found`}
        placeholder={t(m.placeholder)}
        className="w-full rounded-lg border border-line bg-page px-3 py-2 text-sm"
      />
      <p id={`${id}-found`} className="text-xs text-muted" aria-live="polite">
        {found === null
          ? null
          : "failed" in found
            ? t(m.failed)
            : found.total === 0
              ? t(m.noMatch, { query: found.query })
              : found.total > found.choices.length
                ? t(m.newestOf, { shown: found.choices.length, total: found.total, query: found.query })
                : t(m.matches, { count: found.total, query: found.query })}
      </p>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex items-start gap-3">
        <select
          id={id}
          name={name}
          value={chosen}
          onChange={(event) => {
            const value = event.target.value;
            choose(value, choices.find((c) => String(c.id) === value) ?? null);
          }}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ""}`}
          className={`w-full min-w-0 flex-1 rounded-lg border bg-page px-3 py-2 text-sm ${props.error ? "border-live" : "border-line"}`}
        >
          <option value="">{none}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
        {thumb ? (
          <img
            src={thumb}
            alt={picked?.alt ?? ""}
            width={96}
            height={54}
            className="h-14 w-24 rounded object-cover"
          />
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {Children.toArray(
          t.rich(results ? m.hintFound : m.hintNewest, {
            count: PICKER_IMAGES,
            link: (chunks) => <Link to="/cms/media">{chunks}</Link>,
          }),
        )}
        {picked && !picked.alt ? (
          <>
            {" "}
            {Children.toArray(
              t.rich(m.describe, {
                link: (chunks) => <Link to={`/cms/media/${picked.id}`}>{chunks}</Link>,
              }),
            )}
          </>
        ) : null}
      </p>
      <FieldNote id={id} error={props.error} />
      <ImageUploadDialog
        file={dropped.file}
        onClose={dropped.done}
        words={{ title: t(m.uploadTitle), confirm: t(m.uploadConfirm) }}
        onUploaded={(image) => {
          dropped.done();
          const choice = choiceOf(image);
          choose(String(choice.id), choice);
        }}
      />
    </div>
  );
}
