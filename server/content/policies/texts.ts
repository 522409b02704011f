import type { PolicyKind } from "../schema.ts";

/**
 * Version 1 of each policy page, written into a database that has none. Each says only
 * what the product does today; the operator edits and republishes them in the admin area.
 */
export function firstPolicyTexts(site: {
  name: string;
  supportEmail: string | null;
}): Array<{ kind: PolicyKind; title: string; body: string }> {
  const reach = site.supportEmail
    ? `write to [${site.supportEmail}](mailto:${site.supportEmail}) or use the [contact form](/contact)`
    : "use the [contact form](/contact)";
  const name = site.name;
  return [
    {
      kind: "terms",
      title: "Terms of use",
      body: `By using ${name} you agree to these terms.

## What ${name} offers

- Live scores, fixtures, results, tables and match pages, free to view without an account.
- An account, with which you can follow teams, competitions and matches on every device and ask for
  push notifications about them (goals, red cards, kick-off and full time).
- Paid plans that add features on top, such as TV and movie listings and full highlights. What each plan
  includes and costs is shown on the [pricing page](/pricing) before you pay.
- A blog and a contact form.

## Accuracy

Live data comes from data feeds and from our own staff and may be corrected after the fact, for example
a goal ruled out. We show corrections as soon as we have them, but cannot promise that every update is
instant or free of errors. Do not rely on ${name} for decisions where a delay or mistake would cost you.

## Your account

Keep your password to yourself, and turn on two-step verification if you can. You are responsible for
what is done with your account. We may suspend accounts that abuse the service, for example by
scraping it at scale or trying to break in to other accounts. You can delete your account at any time
from your account page.

## Paid plans

Prices are shown before you pay, by card (through Stripe) or by bank transfer. Monthly and yearly
plans paid by card renew until you cancel; plans paid by bank transfer are paid period by period and
are never charged without you. You can cancel from your account page, and keep access until the end
of the period you paid for. Refunds follow the [refund policy](/policy/refund).

## Changes to these terms

When we change these terms we publish a new version here, with the date, and ask signed-in users to
acknowledge it.

## Contact

For questions about these terms, ${reach}.
`,
    },
    {
      kind: "privacy",
      title: "Privacy policy",
      body: `${name} collects as little as it can, and never sells your data.

## Without an account

We keep nothing about you on our servers beyond short-lived technical logs (the address a request came
from and what was asked), used to run and protect the service. Your preferences stay in your browser.

## With an account

- Your e-mail address, display name and a salted, memory-hard hash of your password (never the
  password itself). If you sign in with another provider, the identifier it gives us.
- Your signed-in devices (browser and address at sign-in), so you can see and sign them out.
- The teams, competitions and matches you follow.
- Which version of the terms you have acknowledged.

## Notifications

If you turn on push notifications, your browser gives us an address at its push service (from your
browser's maker) and we keep it with the teams and matches you chose, to send you those alerts. Turning
notifications off deletes it.

## Payments

Card payments are made with Stripe: your card details go to Stripe, never to us. For every payment we
keep the plan, amount, method, status, any refund and a receipt number. Bank transfers are matched by
the reference shown at checkout.

## Messages

When you use the contact form we keep your name, e-mail address, message and our replies, to answer
you.

## Cookies and storage

Only cookies the site needs to work, and none for advertising:

- \`__Host-goalline_access\` and \`__Host-goalline_refresh\`: keep you signed in (with
  \`__Host-goalline_social\` briefly while you sign in with another provider).
- \`theme\`: your light or dark colour choice. \`tz\`: your time zone, so kick-off times are right.
  \`favs\`: the favourites you chose without an account.

Your favourites and notification choices are also kept in your browser's local storage.

## Your rights

You can change your details or delete your account at any time from your account page; deleting it
removes your profile, devices, follows, plans and payment history with it (messages you sent through
the contact form stay, no longer linked to an account). To ask what we hold about you, ${reach}.
`,
    },
    {
      kind: "refund",
      title: "Refund policy",
      body: `If a paid plan does not work for you, tell us and we will look at it fairly.

## Asking for a refund

To ask for a refund, ${reach}, with the e-mail address of your account and the receipt number from your
account page. Our staff decide each request and may refund a payment in full or in part.

## What a refund does

- A full refund ends the access that payment bought, at once.
- A partial refund keeps the plan running until the end of its period.
- Cancelling a plan stops it renewing; it does not refund the period already paid, which you keep.

## How refunds are paid

- **Card**: back to the card you paid with, through Stripe. It usually arrives within 5 to 10 working
  days, depending on your bank.
- **Bank transfer**: we send the money back to the account it came from, by bank transfer.
`,
    },
  ];
}
