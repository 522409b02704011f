import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../auth/schema.ts";
import { payments, subscriptions } from "./schema.ts";
import { billingSiteWithMailForFile, buyByTransfer, signUpFan } from "./testing.ts";

const { site, smtp } = billingSiteWithMailForFile();

const DAY = 86_400_000;

/** A fan whose plan, bought by transfer, ends in `daysLeft` days; answers their address and id. */
async function fanEndingIn(slug: string, daysLeft: number) {
  const fan = await signUpFan(site);
  const paymentId = await buyByTransfer(site, fan.token, slug);
  const { db } = site.services.database;
  await db
    .update(subscriptions)
    .set({
      currentPeriodStart: new Date(Date.now() + (daysLeft - 30) * DAY),
      currentPeriodEnd: new Date(Date.now() + daysLeft * DAY),
    })
    .where(eq(subscriptions.userId, fan.userId));
  const [user] = await db.select().from(users).where(eq(users.id, fan.userId));
  return { ...fan, email: user!.email ?? "", paymentId };
}

/** Billing mail to one fan (the sign-up's confirmation mail aside). */
const remindersTo = (email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email) && /Renew|ends on|is due/.test(mail.subject));

describe("renewal reminders", () => {
  it("go out once, three days before a transfer-paid plan ends, even when sweeps race", async () => {
    const fan = await fanEndingIn("premium-monthly", 2.5);
    const { billing } = site.services;
    await Promise.all(Array.from({ length: 5 }, () => billing.sendRenewalReminders()));
    await billing.sweep();
    const mail = await smtp.waitFor(fan.email, /Renew Premium before/);
    expect(mail.text).toContain("/checkout/premium-monthly");
    expect(mail.text).toContain("nothing is charged automatically");
    await billing.sendRenewalReminders();
    expect(remindersTo(fan.email)).toEqual([]);
  });

  it("are written in the account's language and link to its pages", async () => {
    const fan = await fanEndingIn("premium-monthly", 2.5);
    await site.services.database.db.update(users).set({ locale: "de" }).where(eq(users.id, fan.userId));
    await site.services.billing.sendRenewalReminders();
    const mail = await smtp.waitFor(fan.email, /^Verlängere Premium vor dem/);
    expect(mail.text).toContain("/de/checkout/premium-monthly");
    expect(mail.text).toContain("es wird also nichts automatisch abgebucht");
  });

  it("remind a pass holder, but not before the last three days", async () => {
    const early = await fanEndingIn("premium-yearly", 10);
    const pass = await signUpFan(site);
    await buyByTransfer(site, pass.token, "match-pass");
    const { db } = site.services.database;
    // A week-long pass bought four and a half days ago.
    await db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(Date.now() - 4.5 * DAY),
        currentPeriodEnd: new Date(Date.now() + 2.5 * DAY),
      })
      .where(eq(subscriptions.userId, pass.userId));
    const [user] = await db.select().from(users).where(eq(users.id, pass.userId));
    await site.services.billing.sendRenewalReminders();
    const mail = await smtp.waitFor(user!.email ?? "", /Match pass ends on/);
    expect(mail.text).toContain("does not renew by itself");
    expect(remindersTo(early.email)).toEqual([]);
  });

  it("skip day passes, cancelled plans and plans the card gateway renews", async () => {
    const dayPass = await signUpFan(site);
    await buyByTransfer(site, dayPass.token, "match-pass");
    const cancelled = await fanEndingIn("premium-monthly", 2);
    await site.services.billing.cancelSubscription(cancelled.userId);
    const card = await fanEndingIn("premium-monthly", 2);
    await site.services.database.db
      .update(payments)
      .set({ method: "card" })
      .where(eq(payments.id, card.paymentId));
    await site.services.billing.sendRenewalReminders();
    await expect(smtp.waitFor(cancelled.email, /Renew/, 300)).rejects.toThrow(/no mail/);
    expect(remindersTo(card.email)).toEqual([]);
    const [user] = await site.services.database.db.select().from(users).where(eq(users.id, dayPass.userId));
    expect(remindersTo(user!.email ?? "")).toEqual([]);
  });
});
