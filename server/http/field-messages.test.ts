import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { labelFromKey, labelled } from "./field-messages.ts";
import { textField } from "./text-field.ts";

/** The sentence a person would read for `value` under `schema`'s `field`. */
function sentence(shape: z.ZodRawShape, value: Record<string, unknown>): string {
  const parsed = z.object(shape).safeParse(value);
  if (parsed.success) throw new Error("expected a refusal");
  return parsed.error.issues[0]!.message;
}

describe("field messages", () => {
  it("asks for a missing or empty field by the label the schema gives it", () => {
    const name = textField(80, "team name");
    expect(sentence({ name }, {})).toBe("Enter a team name");
    expect(sentence({ name }, { name: "   " })).toBe("Enter a team name");
    expect(sentence({ city: labelled(z.string(), "home city").optional() }, { city: 4 })).toBe(
      "Enter a home city",
    );
  });

  it("derives a label from the field's key when the schema gives none", () => {
    expect(sentence({ displayName: z.string() }, {})).toBe("Enter a display name");
    expect(sentence({ venue_name: z.string().min(1) }, { venue_name: "" })).toBe("Enter a venue name");
    expect(sentence({ ownerEmail: z.string() }, {})).toBe("Enter an owner email");
    expect(labelFromKey("sport_id")).toBe("sport");
  });

  it("keeps a label through the checks and wrappers added after it", () => {
    const founded = labelled(z.number(), "year founded").int().min(1850).nullable().optional();
    expect(sentence({ founded }, { founded: 1700 })).toBe("Enter 1850 or more");
    const code = labelled(z.string(), "club code").min(1).max(4);
    expect(sentence({ code }, { code: "" })).toBe("Enter a club code");
  });

  it("names lengths, numbers and choices in plain words", () => {
    expect(sentence({ name: textField(80, "team name") }, { name: "x".repeat(81) })).toBe(
      "Use at most 80 characters",
    );
    expect(sentence({ pin: z.string().min(6) }, { pin: "123" })).toBe("Use at least 6 characters");
    expect(sentence({ capacity: z.number().int() }, { capacity: 1.5 })).toBe("Enter a whole number");
    expect(sentence({ capacity: z.number().int() }, { capacity: Number.NaN })).toBe("Enter a whole number");
    expect(sentence({ odds: z.number() }, { odds: "high" })).toBe("Enter a number");
    expect(sentence({ shirt: z.number().max(99) }, { shirt: 100 })).toBe("Enter 99 or less");
    expect(sentence({ kind: z.enum(["club", "national", "player"]) }, { kind: "pub" })).toBe(
      "Choose one of: club, national, player",
    );
    expect(sentence({ sport_id: z.number().int() }, {})).toBe("Choose a sport");
    expect(sentence({ featured: z.boolean() }, { featured: "yes" })).toBe("Choose yes or no");
    expect(sentence({ tags: z.array(z.string()).min(1) }, { tags: [] })).toBe("Choose at least one");
  });

  it("explains dates and e-mail addresses by example", () => {
    expect(sentence({ starts_on: z.iso.date() }, {})).toBe("Choose a date");
    expect(sentence({ starts_on: z.iso.date() }, { starts_on: "15/08/2025" })).toBe(
      "Enter a date like 2025-08-15",
    );
    expect(sentence({ kickoff: z.iso.datetime() }, {})).toBe("Choose a date and time");
    expect(sentence({ email: z.email() }, { email: "fan@" })).toBe(
      "Enter an e-mail address like name@example.com",
    );
    expect(sentence({ email: z.email() }, {})).toBe("Enter an e-mail address like name@example.com");
  });

  it("names fields a strict object does not take", () => {
    const parsed = z.strictObject({ name: z.string() }).safeParse({ name: "Ajax", colour: "red" });
    expect(parsed.error?.issues[0]?.message).toBe("Leave out the field colour");
  });

  it("leaves a message the schema wrote itself alone", () => {
    const code = z.string().regex(/^[A-Z]{3}$/, "Two to four capital letters, e.g. MUN.");
    expect(sentence({ code }, { code: "mun" })).toBe("Two to four capital letters, e.g. MUN.");
  });
});
