// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { onStoredChange } from "./stored-change.ts";

describe("a choice kept in the browser changing", () => {
  it("tells every listener, in this tab and from another, until each stops", () => {
    const heard: string[] = [];
    const stopFirst = onStoredChange("goalline:test-changed", () => heard.push("first"));
    const stopSecond = onStoredChange("goalline:test-changed", () => heard.push("second"));

    window.dispatchEvent(new Event("goalline:test-changed"));
    window.dispatchEvent(new Event("storage"));
    expect(heard).toEqual(["first", "second", "first", "second"]);

    stopFirst();
    window.dispatchEvent(new Event("goalline:test-changed"));
    expect(heard.slice(4)).toEqual(["second"]);
    stopSecond();
    window.dispatchEvent(new Event("goalline:test-changed"));
    window.dispatchEvent(new Event("storage"));
    expect(heard).toHaveLength(5);
  });

  it("keeps one function listening for two choices apart: stopping one leaves the other", () => {
    let heard = 0;
    const listener = () => {
      heard += 1;
    };
    const stopFolds = onStoredChange("goalline:test-folds", listener);
    onStoredChange("goalline:test-stars", listener);
    stopFolds();

    window.dispatchEvent(new Event("goalline:test-folds"));
    expect(heard).toBe(0);
    window.dispatchEvent(new Event("goalline:test-stars"));
    window.dispatchEvent(new Event("storage"));
    expect(heard).toBe(2);
  });
});
