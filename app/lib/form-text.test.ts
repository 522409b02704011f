import { describe, expect, it } from "vitest";
import { formText, formValue } from "./form-text.ts";

describe("form text", () => {
  const form = new FormData();
  form.set("title", "  Derby day  ");
  form.set("password", " two spaces ");
  form.set("poster", new File(["x"], "poster.png"));

  it("reads a field without the spaces around it, and nothing for a missing field or a file", () => {
    expect(formText(form, "title")).toBe("Derby day");
    expect(formText(form, "missing")).toBe("");
    expect(formText(form, "poster")).toBe("");
  });

  it("keeps a password exactly as typed", () => {
    expect(formValue(form, "password")).toBe(" two spaces ");
  });
});
