import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ArticleBody } from "../blog/article-body.tsx";
import { FieldLabel } from "../form/field-parts.tsx";
import { fieldError } from "../form/form-failure.ts";
import { TextField } from "../form/text-field.tsx";
import { type CoverChoice, CoverPicker } from "./cover-picker.tsx";
import { DateTimeField } from "./datetime-field.tsx";
import { ImageInsert, useImageDrop } from "./image-insert.tsx";
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
};

const STATUSES = [
  { value: "draft", label: "Draft", hint: "Only staff see it." },
  { value: "scheduled", label: "Scheduled", hint: "Goes out by itself at the time below." },
  { value: "published", label: "Published", hint: "On the blog now." },
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
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="space-y-1">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <FieldLabel htmlFor={id}>Body (Markdown)</FieldLabel>
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
          {error ?? "A line ::match[123] shows match 123's live card. Drop or paste an image to add it."}
        </p>
        {drop.dialog}
      </div>
      <section aria-label="Preview" aria-busy={fetcher.state !== "idle"} className="space-y-1">
        <h2 className="text-sm font-medium">Preview</h2>
        {/* The public article's own body: the same type, spacing and images readers get. */}
        <div
          className="min-h-32 break-words rounded-2xl border border-line bg-surface p-4"
          data-testid="post-preview"
        >
          {shown ? (
            <ArticleBody html={shown} matches={[]} />
          ) : (
            <p className="text-sm text-muted">Nothing to preview yet.</p>
          )}
        </div>
      </section>
    </div>
  );
}

/** Every field of a post, shared by the new-post and edit screens. */
/** What a post can be about: the picker's label, the kind of record, and a hint where typing needs one. */
const LINKED = [
  ["Competitions", "competitions", undefined],
  ["Teams", "teams", undefined],
  ["Matches", "matches", "Type a team or both teams. Embedded matches are added."],
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
  return (
    <div className="grid gap-4">
      <TextField
        label="Title"
        name="title"
        defaultValue={values.title}
        maxLength={200}
        required
        error={error("title")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Slug (address)"
          name="slug"
          defaultValue={values.slug}
          maxLength={80}
          error={error("slug")}
          hint="Made from the title when left blank. Changing it keeps the old address working."
        />
        <TextField
          label="Tags"
          name="tags"
          defaultValue={values.tags}
          error={error("tags")}
          hint="Separated by commas."
        />
      </div>
      <div className="space-y-1">
        <FieldLabel htmlFor="post-excerpt">Excerpt</FieldLabel>
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
        <legend className="mb-2 text-sm font-medium">What the post is about</legend>
        {LINKED.map(([label, kind, hint]) => (
          <RelationPicker
            key={kind}
            multiple
            label={label}
            name={`link_${kind}`}
            lookup={lookups[kind]}
            initial={links[kind]}
            error={error(`link_${kind}`)}
            hint={hint}
          />
        ))}
        <CoverPicker choices={covers} defaultValue={values.cover_image_id} error={error("cover_image_id")} />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Status</legend>
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
                <span className="font-semibold">{choice.label}</span>
                <span className="block text-xs text-muted">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {/* Always shown, so it works before scripts load: the server reads it only for a scheduled post. */}
        <div className="max-w-xs">
          <DateTimeField
            label="Publish at (your time)"
            name="publish_at"
            defaultValue={values.publishAt.value}
            defaultOffset={values.publishAt.offset}
            error={error("publish_at")}
            hint={status === "scheduled" ? "When it goes out." : "Used when the post is scheduled."}
            step={1}
          />
        </div>
      </fieldset>
    </div>
  );
}
