import { useId } from "react";
import { FieldLabel } from "../form/field-parts.tsx";
import { CopyButton } from "../ui/copy-button.tsx";

/** The Markdown that embeds an image in a post, selectable, with a copy button once scripts run. */
export function MediaSnippet({ markdown }: { markdown: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id}>Markdown for a post</FieldLabel>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={markdown}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-line bg-page px-3 py-2 font-mono text-sm"
        />
        <CopyButton text={markdown} copied="Markdown copied" />
      </div>
    </div>
  );
}
