import { useEffect } from "react";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { SESSION_EXPIRED_MESSAGE } from "../../lib/session-notice.ts";
import { toast } from "../../lib/toast.ts";

const m = defineMessages({
  expired: {
    id: "auth.session.expired",
    defaultMessage: "Both token and refresh token have expired. Your request was aborted.",
  },
});

/** Says once, as a toast, that the session ended because both tokens expired (docs/product.md: Errors). */
export function SessionNotice({ message }: { message: string | null }) {
  const t = useT();
  const text = message === SESSION_EXPIRED_MESSAGE ? t(m.expired) : message;
  useEffect(() => {
    if (text) toast.warning(text);
  }, [text]);
  return null;
}
