import { describe, expect, it } from "vitest";
import { textField } from "./text-field.ts";

describe("textField", () => {
  it("trims what it takes and says how long a field may be", () => {
    const city = textField(8);
    expect(city.parse("  Leeds ")).toBe("Leeds");
    expect(city.parse("   ")).toBe("");
    expect(city.safeParse("Manchester").error?.issues[0]?.message).toBe("Use at most 8 characters");
  });

  it("refuses a labelled field left blank by asking for it", () => {
    const name = textField(80, "team name");
    expect(name.safeParse("  ").error?.issues[0]?.message).toBe("Enter a team name");
    expect(name.parse(" Rovers")).toBe("Rovers");
  });
});
