import { useEffect, useId, useState } from "react";
import { toast } from "../../lib/toast.ts";

/** The Markdown that embeds an image in a post, selectable, with a copy button once scripts run. */
export function MediaSnippet({ markdown }: { markdown: string }) {
  const id = useId();
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(markdown);
      toast.success("Markdown copied");
    } catch {
      toast.error("Copying was not allowed; select the text and copy it instead.");
    }
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Markdown for a post
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={markdown}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-line bg-page px-3 py-2 font-mono text-sm"
        />
        {scripted ? (
          <button
            type="button"
            onClick={copy}
            className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
          >
            Copy
          </button>
        ) : null}
      </div>
    </div>
  );
}
