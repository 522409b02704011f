import { Link } from "react-router";
import type { WritingGate } from "../../lib/chat/writing-gate.ts";
import { COMPOSER_PLACE } from "./chat-frame.tsx";

const link = "font-semibold text-accent underline";

/** Shown in the composer's place: what the reader must do before they can write. */
export function WritingGateNotice({ gate }: { gate: WritingGate }) {
  return (
    <p className={`${COMPOSER_PLACE} px-3 py-2 text-sm`}>
      {gate === "sign-in" ? (
        <>
          <Link to="/login" className={link}>
            Sign in
          </Link>{" "}
          to join the chat.
        </>
      ) : gate === "register" ? (
        <>
          Guests can read along.{" "}
          <Link to="/register" className={link}>
            Register
          </Link>{" "}
          or{" "}
          <Link to="/login" className={link}>
            sign in
          </Link>{" "}
          to write in the chat.
        </>
      ) : gate === "verify-email" ? (
        <>
          Verify your e-mail address to write in the chat: open the link we sent you, or{" "}
          <Link to="/account" className={link}>
            send a new one from your account
          </Link>
          .
        </>
      ) : (
        <>
          Only premium members may write in this room right now.{" "}
          <Link to="/pricing" className={link}>
            See the premium plans
          </Link>
          .
        </>
      )}
    </p>
  );
}
