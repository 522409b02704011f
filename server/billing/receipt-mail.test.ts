import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../auth/schema.ts";
import { receipts } from "./schema.ts";
import { billingSiteWithMailForFile, buyByTransfer, signUpFan } from "./testing.ts";

// The bank's notification comes to the site's webhook signed as the bank signs it, and the e-mail goes
// over real SMTP to a receiver on loopback.
const { site, smtp } = billingSiteWithMailForFile();

async function fanIn(locale: string) {
  const fan = await signUpFan(site);
  const { db } = site.services.database;
  await db.update(users).set({ locale }).where(eq(users.id, fan.userId));
  const [user] = await db.select().from(users).where(eq(users.id, fan.userId));
  return { ...fan, email: user!.email ?? "" };
}

const receiptMailsTo = (email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()) && /R-\d{4}-\d{6}/.test(mail.subject));

describe("a receipt by e-mail", () => {
  it("goes to the buyer once the payment is paid, in their account's language, linking to the printable receipt", async () => {
    const fan = await fanIn("de");
    const paymentId = await buyByTransfer(site, fan.token, "match-pass");
    const [receipt] = await site.services.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.paymentId, paymentId));
    const mail = await smtp.waitFor(fan.email, new RegExp(`^Ihre Quittung ${receipt!.number} von Goalline$`));
    // The plan is named as German fans see it on the pricing page.
    expect(mail.text).toContain("Vielen Dank für Ihre Zahlung. Spieltagspass:");
    expect(mail.text).toMatch(/\d+,\d\d\s€/);
    expect(mail.text).toContain(`/de/account/receipts/${paymentId}`);
  });

  it("is sent once however many sweeps run, and a sweep sends one the queue missed", async () => {
    const fan = await fanIn("en");
    const paymentId = await buyByTransfer(site, fan.token, "premium-monthly");
    await smtp.waitFor(fan.email, /^Your receipt R-\d{4}-\d{6} from Goalline$/);
    const { billing, database } = site.services;
    await Promise.all([billing.sweep(), billing.sweep(), billing.sweep()]);
    // The receiver hands each mail over once (waitFor above took the first): no second one came.
    expect(receiptMailsTo(fan.email)).toEqual([]);

    // As if the process stopped between the payment and its e-mail: the next sweep sends it.
    await database.db.update(receipts).set({ mailedAt: null }).where(eq(receipts.paymentId, paymentId));
    const swept = await billing.sweep();
    expect(swept.receiptMails).toBe(1);
    await smtp.waitFor(fan.email, /^Your receipt R-\d{4}-\d{6} from Goalline$/);
  });
});
