import { Children } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { LOCALE_NAMES, LOCALES, type Locale, localizedPath } from "../../../../shared/i18n/locales.ts";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import {
  BulkBar,
  BulkConfirm,
  type BulkWording,
  bulkDoneMessage,
  TickAll,
  TickOne,
  useTicks,
} from "../../../components/cms/bulk-actions.tsx";
import { POST_STATUS_MESSAGES } from "../../../components/cms/cms-messages.ts";
import { PostStatusBadge } from "../../../components/cms/post-status-badge.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { FilterForm, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { formError } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/posts";
import { postsAction, postsLoader } from "./posts.server.ts";

const m = defineMessages({
  title: { id: "cms.posts.title", defaultMessage: "Posts" },
  subtitle: {
    id: "cms.posts.subtitle",
    defaultMessage: "The blog: drafts, scheduled posts and what is published.",
  },
  calendar: { id: "cms.posts.calendar", defaultMessage: "Calendar" },
  newPost: { id: "cms.posts.new", defaultMessage: "New post" },
  tickFirst: {
    id: "cms.posts.tick-first",
    defaultMessage: "Tick the posts first, then choose what to do with them.",
  },
  inBin: { id: "cms.posts.in-bin", defaultMessage: "The post is in the <link>bin</link>." },
  find: { id: "cms.posts.find", defaultMessage: "Find posts" },
  searchTitles: { id: "cms.posts.search-titles", defaultMessage: "Search titles" },
  status: { id: "cms.posts.status", defaultMessage: "Status" },
  anyStatus: { id: "cms.posts.any-status", defaultMessage: "Any status" },
  tag: { id: "cms.posts.tag", defaultMessage: "Tag" },
  pages: { id: "cms.posts.pages", defaultMessage: "Pages of posts" },
  noneFound: { id: "cms.posts.none-found", defaultMessage: "No posts found" },
  tryAnother: { id: "cms.posts.try-another", defaultMessage: "Try another search, or write a new post." },
  bulk: { id: "cms.posts.bulk", defaultMessage: "Bulk action on posts" },
  withTicked: { id: "cms.posts.with-ticked", defaultMessage: "With the ticked posts" },
  colTitle: { id: "cms.posts.col.title", defaultMessage: "Title" },
  colGoesOut: { id: "cms.posts.col.goes-out", defaultMessage: "Goes out / went out" },
  colChanged: { id: "cms.posts.col.changed", defaultMessage: "Last changed" },
  colTags: { id: "cms.posts.col.tags", defaultMessage: "Tags" },
  colLanguage: { id: "cms.posts.col.language", defaultMessage: "Language" },
  translations: {
    id: "cms.posts.translations",
    defaultMessage: "Also in:",
    description:
      "Before the list of the other languages a post is written in (its original and translations)",
  },
  translateInto: {
    id: "cms.posts.translate-into",
    defaultMessage: "Translate “{title}” into",
    description: "Accessible name of the language list beside a post's Translate button",
  },
  translate: {
    id: "cms.posts.translate",
    defaultMessage: "Translate",
    description: "Button: start a draft translating the post into the chosen language",
  },
  tickAll: { id: "cms.posts.tick-all", defaultMessage: "Tick every post on this page" },
  tickOne: { id: "cms.posts.tick-one", defaultMessage: "Tick “{title}”" },
  drafts: { id: "cms.posts.drafts", defaultMessage: "Drafts", description: "Filter: posts still drafts" },
  ticked: {
    id: "cms.posts.bulk.ticked",
    defaultMessage: "{count, plural, one {# post ticked} other {# posts ticked}}",
  },
  publishMenu: { id: "cms.posts.bulk.publish.menu", defaultMessage: "Publish" },
  publishAsk: {
    id: "cms.posts.bulk.publish.ask",
    defaultMessage: "{count, plural, one {Publish # post?} other {Publish # posts?}}",
  },
  publishYes: {
    id: "cms.posts.bulk.publish.yes",
    defaultMessage: "{count, plural, one {Yes, publish # post} other {Yes, publish # posts}}",
  },
  publishDone: {
    id: "cms.posts.bulk.publish.done",
    defaultMessage: "{count, plural, one {# post published} other {# posts published}}",
  },
  publishUnchanged: { id: "cms.posts.bulk.publish.unchanged", defaultMessage: "{count} already published" },
  publishConsequence: {
    id: "cms.posts.bulk.publish.consequence",
    defaultMessage: "Fans see them on the blog at once.",
  },
  unpublishMenu: { id: "cms.posts.bulk.unpublish.menu", defaultMessage: "Unpublish (back to draft)" },
  unpublishAsk: {
    id: "cms.posts.bulk.unpublish.ask",
    defaultMessage: "{count, plural, one {Unpublish # post?} other {Unpublish # posts?}}",
  },
  unpublishYes: {
    id: "cms.posts.bulk.unpublish.yes",
    defaultMessage: "{count, plural, one {Yes, unpublish # post} other {Yes, unpublish # posts}}",
  },
  unpublishDone: {
    id: "cms.posts.bulk.unpublish.done",
    defaultMessage: "{count, plural, one {# post unpublished} other {# posts unpublished}}",
  },
  unpublishUnchanged: { id: "cms.posts.bulk.unpublish.unchanged", defaultMessage: "{count} already drafts" },
  unpublishConsequence: {
    id: "cms.posts.bulk.unpublish.consequence",
    defaultMessage: "They leave the blog and go back to drafts; their addresses stop answering.",
  },
  deleteMenu: { id: "cms.posts.bulk.delete.menu", defaultMessage: "Delete" },
  deleteAsk: {
    id: "cms.posts.bulk.delete.ask",
    defaultMessage: "{count, plural, one {Delete # post?} other {Delete # posts?}}",
  },
  deleteYes: {
    id: "cms.posts.bulk.delete.yes",
    defaultMessage: "{count, plural, one {Yes, delete # post} other {Yes, delete # posts}}",
  },
  deleteDone: {
    id: "cms.posts.bulk.delete.done",
    defaultMessage: "{count, plural, one {# post deleted} other {# posts deleted}}",
  },
  deleteUnchanged: { id: "cms.posts.bulk.delete.unchanged", defaultMessage: "{count} already deleted" },
  deleteConsequence: {
    id: "cms.posts.bulk.delete.consequence",
    defaultMessage:
      "They leave the blog and this list at once and wait in the bin for {days} days, where they can be restored.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => postsLoader(args);
export const action = (args: Route.ActionArgs) => postsAction(args);

type Loaded = Awaited<ReturnType<typeof postsLoader>>;

/** The bulk actions' words; a deleted post waits `binDays` in the bin. */
const wordingFor = (binDays: number, t: Translator): BulkWording<Loaded["bulkActions"][number]> => ({
  ticked: (count) => t(m.ticked, { count }),
  actions: {
    publish: {
      menu: t(m.publishMenu),
      ask: (count) => t(m.publishAsk, { count }),
      yes: (count) => t(m.publishYes, { count }),
      done: (count) => t(m.publishDone, { count }),
      unchanged: (count) => t(m.publishUnchanged, { count }),
      consequence: t(m.publishConsequence),
    },
    unpublish: {
      menu: t(m.unpublishMenu),
      ask: (count) => t(m.unpublishAsk, { count }),
      yes: (count) => t(m.unpublishYes, { count }),
      done: (count) => t(m.unpublishDone, { count }),
      unchanged: (count) => t(m.unpublishUnchanged, { count }),
      consequence: t(m.unpublishConsequence),
    },
    delete: {
      menu: t(m.deleteMenu),
      ask: (count) => t(m.deleteAsk, { count }),
      yes: (count) => t(m.deleteYes, { count }),
      done: (count) => t(m.deleteDone, { count }),
      unchanged: (count) => t(m.deleteUnchanged, { count }),
      consequence: t(m.deleteConsequence, { days: binDays }),
      danger: true,
    },
  },
});

/** A post's public address in its language, as the list shows it (an address, not words). */
const blogPath = (language: Locale, slug: string) => localizedPath(language, `/blogs/${slug}`);

type ListedPost = Loaded["posts"][number];

/** The languages a post is written in, its others linked, and a start on a translation into one it lacks. */
function PostLanguages({ post }: { post: ListedPost }) {
  const t = useT();
  const written = new Set([post.language, ...post.translations.map((other) => other.language)]);
  const missing = LOCALES.filter((locale) => !written.has(locale));
  // A translation is made of the group's original, whichever of its posts it starts from.
  const original = post.translation_of ?? post.id;
  return (
    <div className="grid gap-1 text-xs">
      <span className="font-semibold" data-testid="post-language">
        {LOCALE_NAMES[post.language]}
      </span>
      {post.translations.length > 0 ? (
        <span className="text-muted">
          {t(m.translations)}{" "}
          {post.translations.map((other, at) => (
            <span key={other.id}>
              {at > 0 ? ", " : null}
              <Link to={`/cms/posts/${other.id}`} className="underline" lang={other.language}>
                {LOCALE_NAMES[other.language]}
              </Link>
            </span>
          ))}
        </span>
      ) : null}
      {missing.length > 0 ? (
        <Form method="get" action="/cms/posts/new" className="flex gap-1">
          <input type="hidden" name="translate" value={original} />
          <select
            name="language"
            aria-label={t(m.translateInto, { title: post.title })}
            className="rounded border border-line bg-page px-1 py-0.5"
          >
            {missing.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="rounded border border-line px-2 py-0.5 font-semibold hover:bg-raised"
          >
            {t(m.translate)}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

const STATUS_LABELS: Record<string, MessageDescriptor> = {
  draft: m.drafts,
  scheduled: POST_STATUS_MESSAGES.scheduled,
  published: POST_STATUS_MESSAGES.published,
};

export default function CmsPostsPage() {
  const list = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { filters, posts } = list;
  const ticks = useTicks(posts.map((post) => post.id));
  const t = useT();
  const WORDING = wordingFor(list.binDays, t);
  const listAddress = `?${new URLSearchParams(
    Object.entries({ ...filters, offset: list.offset ? String(list.offset) : "" }).filter(([, v]) => v),
  )}`;
  return (
    <TimeZoneProvider serverTimeZone={list.timeZone}>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link
              to="/cms/posts/calendar"
              className="rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-raised"
            >
              {t(m.calendar)}
            </Link>
            <Link
              to="/cms/posts/new"
              className="rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-accent-fg"
            >
              {t(m.newPost)}
            </Link>
          </div>
        }
      />
      <div className="mb-3 space-y-2">
        <FormNotice message={list.done ? bulkDoneMessage(WORDING, list.done, t) : null} />
        <FormError message={formError(refused)} />
        {list.nothingChosen ? <FormError message={t(m.tickFirst)} /> : null}
      </div>
      {list.confirm ? <BulkConfirm wording={WORDING} {...list.confirm} cancel={listAddress} /> : null}
      <StaffNotice>
        {list.deleted
          ? Children.toArray(
              t.rich(m.inBin, {
                link: (chunks) => (
                  <Link to="/cms/bin" className="underline">
                    {chunks}
                  </Link>
                ),
              }),
            )
          : null}
      </StaffNotice>
      <FilterForm submitLabel={t(m.find)}>
        <TextField
          label={t(m.searchTitles)}
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={100}
        />
        <SelectField
          label={t(m.status)}
          name="status"
          choices={list.statuses.map((s) => ({
            value: s,
            label: STATUS_LABELS[s] ? t(STATUS_LABELS[s]) : s,
          }))}
          defaultValue={filters.status}
          empty={t(m.anyStatus)}
        />
        <TextField label={t(m.tag)} name="tag" defaultValue={filters.tag} maxLength={40} />
      </FilterForm>
      <PagedList
        label={t(m.pages)}
        filters={filters}
        page={list}
        count={posts.length}
        empty={
          <EmptyState title={t(m.noneFound)} icon="receipt">
            {t(m.tryAnother)}
          </EmptyState>
        }
      >
        <BulkBar
          id="posts-bulk"
          label={t(m.bulk)}
          menuLabel={t(m.withTicked)}
          wording={WORDING}
          actions={list.bulkActions}
          ticks={ticks}
          keep={{ ...filters, offset: list.offset ? String(list.offset) : "" }}
        />
        <StaffTable
          label={t(m.title)}
          labels={[
            t(m.colTitle),
            t(m.colLanguage),
            t(m.status),
            t(m.colGoesOut),
            t(m.colChanged),
            t(m.colTags),
          ]}
          lead={<TickAll ticks={ticks} label={t(m.tickAll)} />}
        >
          {posts.map((post) => (
            <tr key={post.id} className="border-b border-line last:border-0" data-post-id={post.id}>
              <td className="px-3 py-2">
                <TickOne
                  ticks={ticks}
                  form="posts-bulk"
                  id={post.id}
                  label={t(m.tickOne, { title: post.title })}
                />
              </td>
              <td className="px-3 py-2">
                <Link to={`/cms/posts/${post.id}`} className="font-semibold underline">
                  {post.title}
                </Link>
                <span className="block text-xs text-muted">{blogPath(post.language, post.slug)}</span>
              </td>
              <td className="px-3 py-2">
                <PostLanguages post={post} />
              </td>
              <td className="px-3 py-2">
                <PostStatusBadge status={post.status} />
              </td>
              <td className="px-3 py-2">
                <StaffTime iso={post.status === "scheduled" ? post.publish_at : post.published_at} />
              </td>
              <td className="px-3 py-2">
                <StaffTime iso={post.updated_at} />
              </td>
              <td className="px-3 py-2">{post.tags.join(", ")}</td>
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </TimeZoneProvider>
  );
}
