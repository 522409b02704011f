import type { Mail } from "../platform/mailer.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function actionMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  siteName: string,
  lifetime = "1 hour",
): Mail {
  const outro = `The link works once and expires in ${lifetime}. If you did not ask for this, ignore this e-mail.`;
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
  return actionMail(
    to,
    `Confirm your e-mail address for ${siteName}`,
    `Welcome to ${siteName}! Please confirm that this is your e-mail address.`,
    "Confirm my e-mail address",
    link,
    siteName,
  );
}

export function resetMail(to: string, link: string, siteName: string): Mail {
  return actionMail(
    to,
    `Reset your ${siteName} password`,
    `Someone (hopefully you) asked to reset the password of your ${siteName} account.`,
    "Choose a new password",
    link,
    siteName,
  );
}

export function signInLinkMail(to: string, link: string, siteName: string): Mail {
  return actionMail(
    to,
    `Sign in to ${siteName}`,
    `Someone (hopefully you) asked for a link to sign in to ${siteName} with this address. If there is no account yet, the link makes one.`,
    "Sign in",
    link,
    siteName,
    "15 minutes",
  );
}

export function emailChangeMail(to: string, link: string, siteName: string): Mail {
  return actionMail(
    to,
    `Confirm your new e-mail address for ${siteName}`,
    `Someone (hopefully you) asked to move a ${siteName} account to this address. Nothing changes until you confirm.`,
    "Confirm my new e-mail address",
    link,
    siteName,
  );
}

export function emailChangeNotice(to: string, newEmail: string, siteName: string): Mail {
  const text = `Someone asked to move your ${siteName} account from this address to ${newEmail}. It changes only once that address confirms. If this was not you, change your password and sign out everywhere from your account page.`;
  return noticeMail(to, `Your ${siteName} e-mail address is about to change`, text, siteName);
}

/** To an address another account asked to move to: it already belongs to an account here. */
export function emailInUseNotice(to: string, siteName: string): Mail {
  const text = `Someone tried to move another ${siteName} account to this address. It already belongs to your account, so nothing changed. If you know about this, there is nothing to do.`;
  return noticeMail(to, `Someone tried to use your e-mail address on ${siteName}`, text, siteName);
}

/** Sent whenever a provider identity joins an account, so an unexpected link is noticed. */
export function methodLinkedNotice(to: string, provider: string, siteName: string): Mail {
  const text = `${provider} was linked to your ${siteName} account: it can now be used to sign in. If this was not you, remove it under "Ways to sign in" on your account page, change your password and sign out everywhere.`;
  return noticeMail(to, `A new sign-in method was linked to your ${siteName} account`, text, siteName);
}

/** An invitation to the staff: who asked, the role, and the link that makes the account. */
export function staffInviteMail(
  to: string,
  link: string,
  inviter: string,
  role: string,
  siteName: string,
): Mail {
  const article = /^[aeiou]/i.test(role) ? "an" : "a";
  return actionMail(
    to,
    `You're invited to the ${siteName} staff`,
    `${inviter} invited you to join the ${siteName} staff as ${article} ${role}. Follow the link to choose your name and password.`,
    "Accept the invitation",
    link,
    siteName,
    "7 days",
  );
}
