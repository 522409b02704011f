import type { Mail } from "../platform/mailer.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function actionMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  siteName: string,
): Mail {
  const outro = "The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail.";
  return {
    to,
    subject,
    text: `${intro}\n\n${action}:\n${link}\n\n${outro}\n\n${siteName}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>${escapeHtml(siteName)}</p>`,
  };
}

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
