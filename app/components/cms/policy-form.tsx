import { Form } from "react-router";
import { MarkdownHtml } from "../content/markdown-html.tsx";
import { fieldsOf, formError } from "../form/form-failure.ts";
import { NotedTextArea } from "../form/noted-textarea.tsx";
import { FormError, SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../form/text-field.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "./unsaved-changes.tsx";

type Values = { title: string; body_markdown: string; summary: string };

/**
 * The next version of a policy: Markdown, a preview rendered by the server exactly as it will be
 * published, what changed, and the version it starts from (a stale one is refused).
 */
export function PolicyForm(props: { kind: string; version: number; values: Values; result: unknown }) {
  const { kind, version, values, result } = props;
  const { blocker, formProps } = useUnsavedChanges();
  const field = fieldsOf(values, result);
  const preview = (result as { preview?: string } | undefined)?.preview;
  const current = (result as { details?: { current?: { version: number } } } | undefined)?.details?.current;
  return (
    <>
      <Form method="post" noValidate {...formProps} className="space-y-4" aria-label="Publish a new version">
        <FormError message={formError(result)} />
        {current ? (
          <p className="rounded-lg border border-line bg-raised p-3 text-sm">
            Version {current.version} was published while you edited.{" "}
            <a href={`/cms/pages/${kind}?version=${current.version}`} className="font-semibold underline">
              Read it
            </a>
            , then{" "}
            <a href={`/cms/pages/${kind}`} className="font-semibold underline">
              start again from it
            </a>
            .
          </p>
        ) : null}
        <TextField label="Title" {...field("title")} maxLength={200} />
        <NotedTextArea
          mono
          label="Text (Markdown)"
          {...field("body_markdown")}
          rows={18}
          maxLength={100_000}
          hint="## for headings, **bold**, - for lists, [words](https://…) for links. HTML shows as text."
        />
        <NotedTextArea
          mono
          label="What changed"
          {...field("summary")}
          rows={3}
          maxLength={1000}
          hint={
            kind === "terms"
              ? "Shown to signed-in users when they are asked to agree to the new terms."
              : "Kept with the version in its history."
          }
        />
        <input type="hidden" name="version" value={version} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <SubmitButton name="intent" value="preview" tone="plain">
            Preview
          </SubmitButton>
          <SubmitButton name="intent" value="publish">
            Publish version {version + 1}
          </SubmitButton>
        </div>
      </Form>
      {preview !== undefined ? (
        <section aria-labelledby="policy-preview" className="mt-6 space-y-2">
          <h2 id="policy-preview" className="text-lg font-semibold">
            Preview
          </h2>
          <MarkdownHtml html={preview} label="Preview" />
        </section>
      ) : null}
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
