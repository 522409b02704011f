import { defineMessages } from "../../lib/i18n.tsx";

/** Words several account screens and the shell's account menu share (apart, so the shell loads only these). */
export const authWords = defineMessages({
  signOut: { id: "auth.sign-out", defaultMessage: "Sign out" },
  signIn: { id: "auth.sign-in", defaultMessage: "Sign in", description: "Button and page title" },
  code: { id: "auth.code", defaultMessage: "Code", description: "A one-time code's field" },
  displayName: { id: "auth.display-name", defaultMessage: "Display name" },
  email: { id: "auth.email", defaultMessage: "E-mail", description: "An e-mail address field's label" },
  currentPassword: { id: "auth.current-password", defaultMessage: "Current password" },
  newPassword: { id: "auth.new-password", defaultMessage: "New password" },
  remove: { id: "auth.remove", defaultMessage: "Remove" },
});
