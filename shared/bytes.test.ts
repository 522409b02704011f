import { describe, expect, it } from "vitest";
import { tooLargeMessage } from "./bytes.ts";

const MiB = 1024 * 1024;

describe("tooLargeMessage", () => {
  it("names the size and the limit in the limit's unit", () => {
    expect(tooLargeMessage("image", 27.3 * MiB, 10 * MiB)).toBe("This image is 27 MB; the limit is 10 MB");
    expect(tooLargeMessage("video", 4.6 * 1024 * MiB, 4 * 1024 * MiB)).toBe(
      "This video is 4.6 GB; the limit is 4 GB",
    );
  });

  it("never shows a file just over the limit as the limit itself", () => {
    expect(tooLargeMessage("image", 10 * MiB + 1, 10 * MiB)).toBe(
      "This image is 10.1 MB; the limit is 10 MB",
    );
    expect(tooLargeMessage("video", 4 * 1024 * MiB + 1, 4 * 1024 * MiB)).toBe(
      "This video is 4.1 GB; the limit is 4 GB",
    );
  });
});
