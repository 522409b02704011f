import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { ArticleBody } from "../blog/article-body.tsx";
import { FieldLabel } from "../form/field-parts.tsx";
import { fieldError } from "../form/form-failure.ts";
import { TextField } from "../form/text-field.tsx";
import { POST_STATUS_MESSAGES } from "./cms-messages.ts";
import { type CoverChoice, CoverPicker } from "./cover-picker.tsx";
import { DateTimeField } from "./datetime-field.tsx";
import { ImageInsert, useImageDrop } from "./image-insert.tsx";
import { LanguageSelect } from "./language-select.tsx";
import { useCompetitionLookup, useMatchLookup, useTeamLookup } from "./relation-lookups.ts";
import { type RelationOption, RelationPicker } from "./relation-picker.tsx";

export type PostFieldValues = {
  title: string;
  slug: string;
  excerpt: string;
  body_markdown: string;
  tags: string;
  status: string;
  publishAt: { value: string; offset: number };
  cover_image_id: string;
  previewHtml: string;
  language: string;
  /** The original a new translation is linked to, kept in the form until it is saved. */
  translationOf?: { id: number; title: string } | null;
};

const m = defineMessages({
  draftHint: { id: "cms.post-form.draft-hint", defaultMessage: "Only staff see it." },
  scheduledHint: {
    id: "cms.post-form.scheduled-hint",
    defaultMessage: "Goes out by itself at the time below.",
  },
  publishedHint: { id: "cms.post-form.published-hint", defaultMessage: "On the blog now." },
  body: { id: "cms.post-form.body", defaultMessage: "Body (Markdown)" },
  bodyHint: {
    id: "cms.post-form.body-hint",
    defaultMessage: "A line ::match[123] shows match 123's live card. Drop or paste an image to add it.",
  },
  preview: { id: "cms.post-form.preview", defaultMessage: "Preview" },
  nothingToPreview: { id: "cms.post-form.nothing-to-preview", defaultMessage: "Nothing to preview yet." },
  competitions: { id: "cms.post-form.competitions", defaultMessage: "Competitions" },
  teams: { id: "cms.post-form.teams", defaultMessage: "Teams" },
  matches: { id: "cms.post-form.matches", defaultMessage: "Matches" },
  matchesHint: {
    id: "cms.post-form.matches-hint",
    defaultMessage: "Type a team or both teams. Embedded matches are added.",
  },
  title: { id: "cms.post-form.title", defaultMessage: "Title" },
  slug: { id: "cms.post-form.slug", defaultMessage: "Slug (address)" },
  slugHint: {
    id: "cms.post-form.slug-hint",
    defaultMessage: "Made from the title when left blank. Changing it keeps the old address working.",
  },
  tags: { id: "cms.post-form.tags", defaultMessage: "Tags" },
  tagsHint: { id: "cms.post-form.tags-hint", defaultMessage: "Separated by commas." },
  excerpt: { id: "cms.post-form.excerpt", defaultMessage: "Excerpt" },
  about: { id: "cms.post-form.about", defaultMessage: "What the post is about" },
  status: { id: "cms.post-form.status", defaultMessage: "Status" },
  publishAt: { id: "cms.post-form.publish-at", defaultMessage: "Publish at (your time)" },
  whenOut: { id: "cms.post-form.when-out", defaultMessage: "When it goes out." },
  whenScheduled: { id: "cms.post-form.when-scheduled", defaultMessage: "Used when the post is scheduled." },
  languageHint: {
    id: "cms.post-form.language-hint",
    defaultMessage: "Shown on the blog in this language; languages without a translation show the original.",
  },
  translating: {
    id: "cms.post-form.translating",
    defaultMessage: "A translation of “{title}”. Replace its text with the translation.",
    description: "Above a new post prefilled with the original it translates",
  },
});

const STATUSES = [
  { value: "draft", label: POST_STATUS_MESSAGES.draft, hint: m.draftHint },
  { value: "scheduled", label: POST_STATUS_MESSAGES.scheduled, hint: m.scheduledHint },
  { value: "published", label: POST_STATUS_MESSAGES.published, hint: m.publishedHint },
];
const box = "w-full rounded-lg border bg-page px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-accent";

/**
 * The Markdown body with its rendering beside it: the server's own renderer answers as the
 * editor types (a fetcher, paused 400 ms after the last key), drawn as the public article draws
 * it, so the preview is what readers get. Embedded matches stay empty boxes here.
 */
function BodyWithPreview({
  initial,
  html,
  error,
  images,
}: {
  initial: string;
  html: string;
  error: string | null;
  images: CoverChoice[];
}) {
  const id = useId();
  const body = useRef<HTMLTextAreaElement>(null);
  const drop = useImageDrop(body);
  const fetcher = useFetcher<{ html: string }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shown = fetcher.data?.html ?? html;
  const t = useT();
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="space-y-1">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <FieldLabel htmlFor={id}>{t(m.body)}</FieldLabel>
          <ImageInsert target={body} choices={images} />
        </div>
        <textarea
          ref={body}
          {...drop.handlers}
          id={id}
          name="body_markdown"
          defaultValue={initial}
          rows={16}
          maxLength={200_000}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const markdown = event.currentTarget.value;
            clearTimeout(timer.current);
            timer.current = setTimeout(
              () =>
                fetcher.submit(
                  { body_markdown: markdown },
                  {
                    method: "post",
                    action: "/cms/posts/preview",
                    encType: "application/x-www-form-urlencoded",
                  },
                ),
              400,
            );
          }}
          className={`${box} font-mono ${error ? "border-live" : "border-line"}`}
        />
        <p id={`${id}-hint`} className={`text-xs ${error ? "text-live" : "text-muted"}`}>
          {error ?? t(m.bodyHint)}
        </p>
        {drop.dialog}
      </div>
      <section aria-label={t(m.preview)} aria-busy={fetcher.state !== "idle"} className="space-y-1">
        <h2 className="text-sm font-medium">{t(m.preview)}</h2>
        {/* The public article's own body: the same type, spacing and images readers get. */}
        <div
          className="min-h-32 break-words rounded-2xl border border-line bg-surface p-4"
          data-testid="post-preview"
        >
          {shown ? (
            <ArticleBody html={shown} matches={[]} />
          ) : (
            <p className="text-sm text-muted">{t(m.nothingToPreview)}</p>
          )}
        </div>
      </section>
    </div>
  );
}

/** Every field of a post, shared by the new-post and edit screens. */
/** What a post can be about: the picker's label, the kind of record, and a hint where typing needs one. */
const LINKED = [
  [m.competitions, "competitions", undefined],
  [m.teams, "teams", undefined],
  [m.matches, "matches", m.matchesHint],
] as const;

export function PostFields({
  values,
  links,
  failure,
  covers,
}: {
  values: PostFieldValues;
  links: Record<"competitions" | "teams" | "matches", RelationOption[]>;
  failure: unknown;
  covers: CoverChoice[];
}) {
  const [status, setStatus] = useState(values.status);
  const lookups = { competitions: useCompetitionLookup(), teams: useTeamLookup(), matches: useMatchLookup() };
  const error = (field: string) => fieldError(failure, field);
  const t = useT();
  return (
    <div className="grid gap-4">
      {values.translationOf ? (
        <p className="rounded-lg border border-line bg-surface px-3 py-2 text-sm" data-testid="translating">
          <input type="hidden" name="translation_of" value={values.translationOf.id} />
          {t(m.translating, { title: values.translationOf.title })}
        </p>
      ) : null}
      <TextField
        label={t(m.title)}
        name="title"
        defaultValue={values.title}
        maxLength={200}
        required
        error={error("title")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <LanguageSelect defaultValue={values.language} error={error("language")} hint={t(m.languageHint)} />
        <TextField
          label={t(m.slug)}
          name="slug"
          defaultValue={values.slug}
          maxLength={80}
          error={error("slug")}
          hint={t(m.slugHint)}
        />
        <TextField
          label={t(m.tags)}
          name="tags"
          defaultValue={values.tags}
          error={error("tags")}
          hint={t(m.tagsHint)}
        />
      </div>
      <div className="space-y-1">
        <FieldLabel htmlFor="post-excerpt">{t(m.excerpt)}</FieldLabel>
        <textarea
          id="post-excerpt"
          name="excerpt"
          defaultValue={values.excerpt}
          rows={2}
          maxLength={500}
          className={`${box} border-line`}
        />
      </div>
      <BodyWithPreview
        initial={values.body_markdown}
        html={values.previewHtml}
        error={error("body_markdown")}
        images={covers}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-sm font-medium">{t(m.about)}</legend>
        {LINKED.map(([label, kind, hint]) => (
          <RelationPicker
            key={kind}
            multiple
            label={t(label)}
            name={`link_${kind}`}
            lookup={lookups[kind]}
            initial={links[kind]}
            error={error(`link_${kind}`)}
            hint={hint ? t(hint) : undefined}
          />
        ))}
        <CoverPicker choices={covers} defaultValue={values.cover_image_id} error={error("cover_image_id")} />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t(m.status)}</legend>
        <div className="flex flex-wrap gap-4">
          {STATUSES.map((choice) => (
            <label key={choice.value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="status"
                value={choice.value}
                checked={status === choice.value}
                onChange={() => setStatus(choice.value)}
                className="mt-1"
              />
              <span>
                <span className="font-semibold">{t(choice.label)}</span>
                <span className="block text-xs text-muted">{t(choice.hint)}</span>
              </span>
            </label>
          ))}
        </div>
        {/* Always shown, so it works before scripts load: the server reads it only for a scheduled post. */}
        <div className="max-w-xs">
          <DateTimeField
            label={t(m.publishAt)}
            name="publish_at"
            defaultValue={values.publishAt.value}
            defaultOffset={values.publishAt.offset}
            error={error("publish_at")}
            hint={t(status === "scheduled" ? m.whenOut : m.whenScheduled)}
            step={1}
          />
        </div>
      </fieldset>
    </div>
  );
}
