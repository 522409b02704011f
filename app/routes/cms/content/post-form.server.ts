import type { PostLinks } from "../../../../server/content/posts/input.ts";
import type { Services } from "../../../../server/http/api-router.ts";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import { formText } from "../../../lib/form-text.ts";
import { defineMessages, translatorFor } from "../../../lib/i18n.tsx";
import { localDateTimeIn } from "../../../lib/local-datetime.ts";
import type { CmsFormFailure } from "../cms-form.server.ts";
import { formFields } from "../cms-form.server.ts";
import { competitionOptionsOf, matchOptionsOf, teamOptionsOf } from "../relation-options.server.ts";

const m = defineMessages({
  wholeNumbers: {
    id: "cms.post-form.whole-numbers",
    defaultMessage: "Use whole numbers (ids), separated by commas.",
  },
});

const LINK_FIELDS = {
  competitions: "link_competitions",
  teams: "link_teams",
  matches: "link_matches",
} as const;

/** "3, 7 12" -> [3, 7, 12]; anything not a whole number stays in, for the schema to name. */
const idsOf = (text: FormDataEntryValue | null) =>
  String(text ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : part));

/**
 * The editor form as the API's post input: an empty slug is left to the title, the body and
 * excerpt are kept as typed (empty clears them), tags come comma-separated and linked ids
 * comma- or space-separated. A publish time is read only for a scheduled post.
 */
export function postValuesOf(form: FormData): Record<string, unknown> {
  const status = String(form.get("status") ?? "draft");
  const values: Record<string, unknown> = {
    ...formFields(form, {
      version: "number",
      slug: "text",
      cover_image_id: "nullable-number",
      language: "text",
      ...(status === "scheduled" ? { publish_at: "datetime" as const } : {}),
    }),
    status,
    title: formText(form, "title"),
    body_markdown: String(form.get("body_markdown") ?? "").replace(/\r\n/g, "\n"),
    excerpt: String(form.get("excerpt") ?? ""),
    tags: String(form.get("tags") ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    links: Object.fromEntries(
      Object.entries(LINK_FIELDS).map(([kind, field]) => [kind, idsOf(form.get(field))]),
    ),
  };
  // Only a new translation's form carries the original it is linked to.
  if (form.has("translation_of")) values.translation_of = Number(form.get("translation_of"));
  // A scheduled post needs its time; left blank it is the schema's "required" to name.
  if (status === "scheduled" && values.publish_at === undefined) values.publish_at = null;
  return values;
}

/** Field errors as the form names its inputs ("links.teams.0" is the teams box). */
export function formNamed<F extends CmsFormFailure>(failure: F, t: Translator = translatorFor("en")): F {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(failure.fields)) {
    const link = /^links\.(competitions|teams|matches)/.exec(path);
    const name = link ? LINK_FIELDS[link[1] as keyof typeof LINK_FIELDS] : path.split(".")[0]!;
    const malformed = link && failure.error.code === "invalid-input";
    fields[name] ??= malformed ? t(m.wholeNumbers) : message;
  }
  const field = failure.error.field;
  return { ...failure, fields, error: { ...failure.error, field: field && Object.keys(fields)[0] } };
}

/** What the form shows for a post: a time in the staff member's zone, lists as text. */
export function formValuesOf(
  { posts }: Pick<Services, "posts">,
  post: {
    title: string;
    slug: string;
    excerpt: string;
    body_markdown: string;
    tags: string[];
    status: string;
    publish_at: string | null;
    cover_image_id: number | null;
    language: string;
    links: { competitions: number[]; teams: number[]; matches: number[] };
  },
  timeZone: string,
  translationOf: { id: number; title: string } | null = null,
) {
  const soon = new Date(Date.now() + 3_600_000).toISOString();
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body_markdown: post.body_markdown,
    tags: post.tags.join(", "),
    status: post.status,
    publishAt: localDateTimeIn(post.publish_at ?? soon, timeZone),
    cover_image_id: post.cover_image_id === null ? "" : String(post.cover_image_id),
    previewHtml: posts.renderMarkdown(post.body_markdown).html,
    language: post.language,
    translationOf,
  };
}
export type PostFormValues = ReturnType<typeof formValuesOf>;

/** The post's linked records as its pickers start with them, by name. */
export async function linkChoicesOf(services: Pick<Services, "sports">, links: PostLinks, t?: Translator) {
  const [competitions, teams, matches] = await Promise.all([
    competitionOptionsOf(services, links.competitions),
    teamOptionsOf(services, links.teams),
    matchOptionsOf(services, links.matches, t),
  ]);
  return { competitions, teams, matches };
}

export const EMPTY_POST = {
  title: "",
  slug: "",
  excerpt: "",
  body_markdown: "",
  tags: [],
  status: "draft",
  publish_at: null,
  cover_image_id: null,
  language: "en",
  links: { competitions: [], teams: [], matches: [] },
};

/** The status a refused post form answers with, as the API would. */
export const postFailureStatus = (failure: CmsFormFailure) =>
  failure.error.code.startsWith("invalid-")
    ? 400
    : ["edit-conflict", "slug-taken", "translation-exists"].includes(failure.error.code)
      ? 409
      : 422;
