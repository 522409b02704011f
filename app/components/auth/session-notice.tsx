import { useEffect } from "react";
import { toast } from "../../lib/toast.ts";

/** Says once, as a toast, that the session ended because both tokens expired (docs/product.md: Errors). */
export function SessionNotice({ message }: { message: string | null }) {
  useEffect(() => {
    if (message) toast.warning(message);
  }, [message]);
  return null;
}
