import { useId } from "react";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { FieldLabel } from "../form/field-parts.tsx";
import { CopyButton } from "../ui/copy-button.tsx";

const m = defineMessages({
  label: { id: "cms.media.snippet", defaultMessage: "Markdown for a post" },
  copied: { id: "cms.media.snippet-copied", defaultMessage: "Markdown copied" },
});

/** The Markdown that embeds an image in a post, selectable, with a copy button once scripts run. */
export function MediaSnippet({ markdown }: { markdown: string }) {
  const id = useId();
  const t = useT();
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id}>{t(m.label)}</FieldLabel>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={markdown}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-line bg-page px-3 py-2 font-mono text-sm"
        />
        <CopyButton text={markdown} copied={t(m.copied)} />
      </div>
    </div>
  );
}
