import { describe, expect, it } from "vitest";
import { failureFrom, fieldError, formError } from "./form-failure.ts";

describe("failureFrom", () => {
  it("puts each field's sentence from an API 400 beside that field", () => {
    const failure = failureFrom({
      code: "invalid-name",
      message: "Enter a team name",
      details: {
        field: "name",
        fields: { name: "Enter a team name", founded: "Enter 1850 or more" },
        issues: [
          { path: "name", message: "Enter a team name" },
          { path: "founded", message: "Enter 1850 or more" },
        ],
      },
    });
    expect(fieldError(failure, "name")).toBe("Enter a team name");
    expect(fieldError(failure, "founded")).toBe("Enter 1850 or more");
    expect(fieldError(failure, "short_name")).toBeNull();
    expect(formError(failure)).toBeNull();
  });

  it("reads the issues when a refusal lists no fields, and a service's one named field", () => {
    const parsed = failureFrom({
      code: "invalid-capacity",
      message: "Enter a whole number",
      details: { issues: [{ path: "capacity", message: "Enter a whole number" }] },
    });
    expect(fieldError(parsed, "capacity")).toBe("Enter a whole number");
    const service = failureFrom({
      code: "unknown-competition",
      message: "There is no competition 9.",
      details: { field: "competition_id" },
    });
    expect(fieldError(service, "competition_id")).toBe("There is no competition 9.");
  });

  it("shows a refusal that names no field above the form, keeping what the page echoes", () => {
    const failure = failureFrom(
      { code: "edit-conflict", message: "Someone else saved first." },
      { intent: "save" },
    );
    expect(formError(failure)).toBe("Someone else saved first.");
    expect(failure.intent).toBe("save");
  });
});
