import { useEffect, useState } from "react";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { toast } from "../../lib/toast.ts";

const m = defineMessages({
  copy: { id: "copy.button", defaultMessage: "Copy" },
  refused: {
    id: "copy.refused",
    defaultMessage: "Copying was not allowed; select the text and copy it instead.",
  },
});

/**
 * Copies `text` to the clipboard and says so in a toast. Drawn only once scripts run: without them
 * there is nothing it could do, and the text beside it can still be selected.
 */
export function CopyButton({
  text,
  label,
  copied,
  className = "rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised",
  children,
}: {
  text: string;
  /** The accessible name, when the visible "Copy" alone would not say what is copied. */
  label?: string;
  /** The toast once copied, e.g. "Reference copied". */
  copied: string;
  className?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  if (!scripted) return null;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(() => t(m.refused));
    }
  }
  return (
    <button type="button" onClick={copy} aria-label={label} className={className}>
      {children ?? t(m.copy)}
    </button>
  );
}
