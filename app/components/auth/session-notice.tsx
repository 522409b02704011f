import { useEffect } from "react";
import { toast } from "../../lib/toast.ts";

/** Says once, as a toast, that the session ended because both tokens expired (spec §8). */
export function SessionNotice({ message }: { message: string | null }) {
  useEffect(() => {
    if (message) toast.warning(message);
  }, [message]);
  return null;
}
