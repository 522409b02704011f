import type { AnyLocale } from "../../shared/i18n/locales.ts";
import { localizedUrl } from "../../shared/i18n/locales.ts";
import { defineMessages, type Translator } from "../../shared/i18n/messages.ts";
import type { Mail } from "../platform/mailer.ts";
import { requestTranslator } from "../platform/request-language.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const m = defineMessages({
  outro: {
    id: "mail.link.outro",
    defaultMessage:
      "The link works once and expires in {lifetime}. If you did not ask for this, ignore this e-mail.",
  },
  hour: { id: "mail.lifetime.hour", defaultMessage: "1 hour" },
  minutes15: { id: "mail.lifetime.15-minutes", defaultMessage: "15 minutes" },
  days7: { id: "mail.lifetime.7-days", defaultMessage: "7 days" },
  verifySubject: { id: "mail.verify.subject", defaultMessage: "Confirm your e-mail address for {site}" },
  verifyIntro: {
    id: "mail.verify.intro",
    defaultMessage: "Welcome to {site}! Please confirm that this is your e-mail address.",
  },
  verifyAction: { id: "mail.verify.action", defaultMessage: "Confirm my e-mail address" },
  resetSubject: { id: "mail.reset.subject", defaultMessage: "Reset your {site} password" },
  resetIntro: {
    id: "mail.reset.intro",
    defaultMessage: "Someone (hopefully you) asked to reset the password of your {site} account.",
  },
  resetAction: { id: "mail.reset.action", defaultMessage: "Choose a new password" },
  linkSubject: { id: "mail.sign-in-link.subject", defaultMessage: "Sign in to {site}" },
  linkIntro: {
    id: "mail.sign-in-link.intro",
    defaultMessage:
      "Someone (hopefully you) asked for a link to sign in to {site} with this address. If there is no account yet, the link makes one.",
  },
  linkAction: { id: "mail.sign-in-link.action", defaultMessage: "Sign in" },
  changeSubject: {
    id: "mail.email-change.subject",
    defaultMessage: "Confirm your new e-mail address for {site}",
  },
  changeIntro: {
    id: "mail.email-change.intro",
    defaultMessage:
      "Someone (hopefully you) asked to move a {site} account to this address. Nothing changes until you confirm.",
  },
  changeAction: { id: "mail.email-change.action", defaultMessage: "Confirm my new e-mail address" },
  changeNoticeSubject: {
    id: "mail.email-change-notice.subject",
    defaultMessage: "Your {site} e-mail address is about to change",
  },
  changeNotice: {
    id: "mail.email-change-notice.text",
    defaultMessage:
      "Someone asked to move your {site} account from this address to {newEmail}. It changes only once that address confirms. If this was not you, change your password and sign out everywhere from your account page.",
  },
  inUseSubject: {
    id: "mail.email-in-use.subject",
    defaultMessage: "Someone tried to use your e-mail address on {site}",
  },
  inUse: {
    id: "mail.email-in-use.text",
    defaultMessage:
      "Someone tried to move another {site} account to this address. It already belongs to your account, so nothing changed. If you know about this, there is nothing to do.",
  },
  inviteSubject: { id: "mail.staff-invite.subject", defaultMessage: "You're invited to the {site} staff" },
  inviteIntro: {
    id: "mail.staff-invite.intro",
    defaultMessage:
      "{inviter} invited you to join the {site} staff, with the role {role}. Follow the link to choose your name and password.",
    description: "{role} is one of the role names below (Editor, Moderator…)",
  },
  inviteAction: { id: "mail.staff-invite.action", defaultMessage: "Accept the invitation" },
  roleEditor: { id: "mail.staff-invite.role.editor", defaultMessage: "Editor" },
  roleModerator: { id: "mail.staff-invite.role.moderator", defaultMessage: "Moderator" },
  roleOperator: { id: "mail.staff-invite.role.operator", defaultMessage: "Operator" },
  roleAdmin: { id: "mail.staff-invite.role.admin", defaultMessage: "Admin", description: "The staff role" },
  linkedSubject: {
    id: "mail.method-linked.subject",
    defaultMessage: "A new sign-in method was linked to your {site} account",
  },
  linked: {
    id: "mail.method-linked.text",
    defaultMessage:
      '{provider} was linked to your {site} account: it can now be used to sign in. If this was not you, remove it under "Ways to sign in" on your account page, change your password and sign out everywhere.',
  },
});

/**
 * The language a mail is written in: the request's that sends it (the page the fan is reading, or
 * the API's Accept-Language), else English. A staff invitation is written in the language its sender
 * works in (the admin area's, or the API's), the invitee's being unknown.
 */
const mailLanguage = (): Translator | null => requestTranslator();

const say = (t: Translator | null, message: (typeof m)[keyof typeof m], values: Record<string, string>) =>
  t
    ? t(message, values)
    : message.defaultMessage.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

/** A link to one of the site's pages in the mail's language ("/vi/auth/reset-password?code=…"). */
export function pageLink(
  siteUrl: string,
  path: string,
  locale: AnyLocale = mailLanguage()?.locale ?? "en",
): string {
  return localizedUrl(siteUrl, path, locale);
}

function actionMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  siteName: string,
  lifetime: string,
  t: Translator | null,
): Mail {
  const outro = say(t, m.outro, { lifetime });
  return {
    to,
    subject,
    text: `${intro}\n\n${action}:\n${link}\n\n${outro}\n\n${siteName}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>${escapeHtml(siteName)}</p>`,
  };
}

/** A mail that only tells: one paragraph, no link. */
const noticeMail = (to: string, subject: string, text: string, siteName: string): Mail => ({
  to,
  subject,
  text: `${text}\n\n${siteName}`,
  html: `<p>${escapeHtml(text)}</p><p>${escapeHtml(siteName)}</p>`,
});

export function verificationMail(to: string, link: string, siteName: string): Mail {
  const t = mailLanguage();
  const site = { site: siteName };
  return actionMail(
    to,
    say(t, m.verifySubject, site),
    say(t, m.verifyIntro, site),
    say(t, m.verifyAction, site),
    link,
    siteName,
    say(t, m.hour, {}),
    t,
  );
}

export function resetMail(to: string, link: string, siteName: string): Mail {
  const t = mailLanguage();
  const site = { site: siteName };
  return actionMail(
    to,
    say(t, m.resetSubject, site),
    say(t, m.resetIntro, site),
    say(t, m.resetAction, site),
    link,
    siteName,
    say(t, m.hour, {}),
    t,
  );
}

export function signInLinkMail(to: string, link: string, siteName: string): Mail {
  const t = mailLanguage();
  const site = { site: siteName };
  return actionMail(
    to,
    say(t, m.linkSubject, site),
    say(t, m.linkIntro, site),
    say(t, m.linkAction, site),
    link,
    siteName,
    say(t, m.minutes15, {}),
    t,
  );
}

export function emailChangeMail(to: string, link: string, siteName: string): Mail {
  const t = mailLanguage();
  const site = { site: siteName };
  return actionMail(
    to,
    say(t, m.changeSubject, site),
    say(t, m.changeIntro, site),
    say(t, m.changeAction, site),
    link,
    siteName,
    say(t, m.hour, {}),
    t,
  );
}

export function emailChangeNotice(to: string, newEmail: string, siteName: string): Mail {
  const t = mailLanguage();
  const text = say(t, m.changeNotice, { site: siteName, newEmail });
  return noticeMail(to, say(t, m.changeNoticeSubject, { site: siteName }), text, siteName);
}

/** To an address another account asked to move to: it already belongs to an account here. */
export function emailInUseNotice(to: string, siteName: string): Mail {
  const t = mailLanguage();
  const text = say(t, m.inUse, { site: siteName });
  return noticeMail(to, say(t, m.inUseSubject, { site: siteName }), text, siteName);
}

/** Sent whenever a provider identity joins an account, so an unexpected link is noticed. */
export function methodLinkedNotice(to: string, provider: string, siteName: string): Mail {
  const t = mailLanguage();
  const text = say(t, m.linked, { site: siteName, provider });
  return noticeMail(to, say(t, m.linkedSubject, { site: siteName }), text, siteName);
}

const ROLE_WORDS: Record<string, (typeof m)[keyof typeof m]> = {
  editor: m.roleEditor,
  moderator: m.roleModerator,
  operator: m.roleOperator,
  admin: m.roleAdmin,
};

/**
 * An invitation to the staff: who asked, the role, and the link that makes the account (`path`,
 * "/invite/<token>", given the mail's language).
 */
export function staffInviteMail(
  to: string,
  siteUrl: string,
  path: string,
  inviter: string,
  role: string,
  siteName: string,
): Mail {
  const t = mailLanguage();
  const site = { site: siteName };
  const roleWord = ROLE_WORDS[role];
  return actionMail(
    to,
    say(t, m.inviteSubject, site),
    say(t, m.inviteIntro, { ...site, inviter, role: roleWord ? say(t, roleWord, {}) : role }),
    say(t, m.inviteAction, {}),
    pageLink(siteUrl, path, t?.locale),
    siteName,
    say(t, m.days7, {}),
    t,
  );
}
