import { Form, Link, useActionData, useLoaderData } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessage, defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/tv";
import { tvChannelsAction, tvChannelsLoader } from "./tv.server.ts";

const m = defineMessages({
  title: { id: "cms.tv.title", defaultMessage: "TV guide" },
  subtitle: { id: "cms.tv.subtitle", defaultMessage: "Channels, their guide sources and the XMLTV import" },
  channels: { id: "cms.tv.channels", defaultMessage: "Channels" },
  noChannels: { id: "cms.tv.no-channels", defaultMessage: "No channels yet" },
  noChannelsText: { id: "cms.tv.no-channels-text", defaultMessage: "Upload a guide below or add a channel." },
  tvChannels: { id: "cms.tv.tv-channels", defaultMessage: "TV channels" },
  number: { id: "cms.tv.number", defaultMessage: "No.", description: "Column: the channel's number" },
  channel: { id: "cms.tv.channel", defaultMessage: "Channel" },
  source: { id: "cms.tv.source", defaultMessage: "Guide source" },
  lastFetch: { id: "cms.tv.last-fetch", defaultMessage: "Last fetch" },
  uploadsOnly: { id: "cms.tv.uploads-only", defaultMessage: "Uploads only" },
  programmes: { id: "cms.tv.programmes", defaultMessage: "{count} programmes" },
  failed: { id: "cms.tv.failed", defaultMessage: "Failed: {error}" },
  never: { id: "cms.tv.never", defaultMessage: "Never" },
  upload: { id: "cms.tv.upload", defaultMessage: "Upload an XMLTV guide" },
  uploadText: {
    id: "cms.tv.upload-text",
    defaultMessage:
      "Up to 20 MiB. New channels are added; each channel's imported programmes in the guide's time span are replaced, and programmes typed in here stay.",
  },
  file: { id: "cms.tv.file", defaultMessage: "Guide file" },
  import: { id: "cms.tv.import", defaultMessage: "Import guide" },
  imported: { id: "cms.tv.imported", defaultMessage: "Imported {file}." },
  summary: { id: "cms.tv.summary", defaultMessage: "Import summary" },
  add: { id: "cms.tv.add", defaultMessage: "Add a channel" },
  name: { id: "cms.tv.name", defaultMessage: "Name" },
  guideId: { id: "cms.tv.guide-id", defaultMessage: "Guide id" },
  guideIdHint: { id: "cms.tv.guide-id-hint", defaultMessage: "The channel's id in XMLTV guides" },
  numberField: { id: "cms.tv.number-field", defaultMessage: "Number" },
  addChannel: { id: "cms.tv.add-channel", defaultMessage: "Add channel" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => tvChannelsLoader(args);
export const action = (args: Route.ActionArgs) => tvChannelsAction(args);

const SUMMARY_LABELS = [
  ["channels", defineMessage({ id: "cms.tv.summary.channels", defaultMessage: "Channels" })],
  ["programmes", defineMessage({ id: "cms.tv.summary.programmes", defaultMessage: "Programmes stored" })],
  ["linked", defineMessage({ id: "cms.tv.summary.linked", defaultMessage: "Linked to matches" })],
  [
    "skipped",
    defineMessage({
      id: "cms.tv.summary.skipped",
      defaultMessage: "Skipped (malformed, repeated or clashing)",
    }),
  ],
  ["ignored", defineMessage({ id: "cms.tv.summary.ignored", defaultMessage: "For unknown channels" })],
  [
    "truncated",
    defineMessage({ id: "cms.tv.summary.truncated", defaultMessage: "Cut short by the next programme" }),
  ],
] as const;

export default function CmsTvPage() {
  const { channels, formKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const upload = result?.intent === "upload" ? result : null;
  const created = result?.intent === "create" && "failure" in result ? result.failure : null;
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <section aria-labelledby="channels-heading" className="mb-6">
        <h2 id="channels-heading" className="mb-2 text-lg font-semibold">
          {t(m.channels)}
        </h2>
        {channels.length === 0 ? (
          <EmptyState title={t(m.noChannels)} icon="tv">
            {t(m.noChannelsText)}
          </EmptyState>
        ) : (
          <StaffTable
            label={t(m.tvChannels)}
            labels={[t(m.number), t(m.channel), t(m.source), t(m.lastFetch)]}
            className="w-full text-start text-sm"
          >
            {channels.map((channel) => (
              <tr key={channel.id} className="border-b border-line last:border-0">
                <td className="px-3 py-2">{channel.number}</td>
                <th scope="row" className="px-3 py-2 font-semibold">
                  <Link to={`/cms/tv/${channel.id}`} className="text-accent underline">
                    {channel.name}
                  </Link>
                  <span className="block text-xs font-normal text-muted">{channel.xmltv_id}</span>
                </th>
                <td className="max-w-64 truncate px-3 py-2">
                  {channel.guide_source_url ?? t(m.uploadsOnly)}
                </td>
                <td className="px-3 py-2">
                  {channel.guide_fetch
                    ? channel.guide_fetch.ok
                      ? t(m.programmes, { count: channel.guide_fetch.programmes })
                      : t(m.failed, { error: channel.guide_fetch.error ?? "" })
                    : t(m.never)}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>

      <section
        aria-labelledby="upload-heading"
        className="mb-6 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="upload-heading" className="mb-2 text-lg font-semibold">
          {t(m.upload)}
        </h2>
        <p className="mb-3 text-sm text-muted">{t(m.uploadText)}</p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="upload" />
          <label className="grid gap-1 text-sm font-medium">
            {t(m.file)}
            <input
              type="file"
              name="guide"
              required
              accept=".xml,application/xml,text/xml"
              className="rounded-lg border border-line bg-page px-3 py-2 text-sm"
            />
          </label>
          <SubmitButton>{t(m.import)}</SubmitButton>
        </Form>
        {upload && "error" in upload ? (
          <p role="alert" className="mt-3 text-sm text-live">
            {upload.error}
          </p>
        ) : null}
        {upload && "summary" in upload ? (
          <div role="status" className="mt-3 text-sm">
            <p className="font-semibold">{t(m.imported, { file: upload.file })}</p>
            <dl aria-label={t(m.summary)} className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {SUMMARY_LABELS.map(([key, label]) => (
                <div key={key} className="contents">
                  <dt className="text-muted">{t(label)}</dt>
                  <dd data-field={key}>{upload.summary[key]}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="new-heading" className="rounded-2xl border border-line bg-surface p-4">
        <h2 id="new-heading" className="mb-2 text-lg font-semibold">
          {t(m.add)}
        </h2>
        <Form method="post" className="grid gap-3 sm:grid-cols-4 sm:items-end">
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="key" value={formKey} />
          <TextField label={t(m.name)} name="name" required maxLength={200} error={created?.fields.name} />
          <TextField
            label={t(m.guideId)}
            name="xmltv_id"
            required
            maxLength={200}
            error={created?.fields.xmltv_id}
            hint={t(m.guideIdHint)}
          />
          <TextField
            label={t(m.numberField)}
            name="number"
            inputMode="numeric"
            maxLength={4}
            error={created?.fields.number}
          />
          <SubmitButton>{t(m.addChannel)}</SubmitButton>
        </Form>
      </section>
    </>
  );
}
