import type { ReactNode } from "react";
import { Link } from "react-router";
import type { WritingGate } from "../../lib/chat/writing-gate.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { COMPOSER_PLACE } from "./chat-frame.tsx";

const m = defineMessages({
  signIn: {
    id: "chat.gate.sign-in",
    defaultMessage: "<link>Sign in</link> to join the chat.",
    description: "In place of the message box for a visitor; the link opens the sign-in page",
  },
  register: {
    id: "chat.gate.register",
    defaultMessage:
      "Guests can read along. <register>Register</register> or <login>sign in</login> to write in the chat.",
    description: "For a guest account: links to registering and signing in",
  },
  verify: {
    id: "chat.gate.verify",
    defaultMessage:
      "Verify your e-mail address to write in the chat: open the link we sent you, or <link>send a new one from your account</link>.",
  },
  premium: {
    id: "chat.gate.premium",
    defaultMessage:
      "Only premium members may write in this room right now. <link>See the premium plans</link>.",
  },
});

const link = "font-semibold text-accent underline";

/** Shown in the composer's place: what the reader must do before they can write. */
export function WritingGateNotice({ gate }: { gate: WritingGate }) {
  const t = useT();
  const to = (path: string, key: string) => (chunks: ReactNode[]) => (
    <Link key={key} to={path} className={link}>
      {chunks}
    </Link>
  );
  return (
    <p className={`${COMPOSER_PLACE} px-3 py-2 text-sm`}>
      {gate === "sign-in"
        ? t.rich(m.signIn, { link: to("/login", "login") })
        : gate === "register"
          ? t.rich(m.register, { register: to("/register", "register"), login: to("/login", "login") })
          : gate === "verify-email"
            ? t.rich(m.verify, { link: to("/account", "account") })
            : t.rich(m.premium, { link: to("/pricing", "pricing") })}
    </p>
  );
}
