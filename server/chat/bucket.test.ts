import { describe, expect, it } from "vitest";
import { takeToken } from "./bucket.ts";
import { roomWindow } from "./window.ts";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

describe("the send budget", () => {
  it("lets a burst of five through, then one message every two seconds", () => {
    let bucket = null as Parameters<typeof takeToken>[0];
    for (let i = 0; i < 5; i++) {
      const take = takeToken(bucket, at(0));
      expect(take.ok).toBe(true);
      bucket = take.bucket;
    }
    const refused = takeToken(bucket, at(0));
    expect(refused).toMatchObject({ ok: false, retryAfter: 2 });
    expect(takeToken(bucket, at(1))).toMatchObject({ ok: false, retryAfter: 1 });
    const next = takeToken(bucket, at(2));
    expect(next.ok).toBe(true);
    expect(takeToken(next.bucket, at(2.5)).ok).toBe(false);
  });

  it("refills to the burst and no further after a quiet spell", () => {
    const spent = { tokens: 0, refilledAt: at(0) };
    let bucket = takeToken(spent, at(600)).bucket;
    let sent = 1;
    while (takeToken(bucket, at(600)).ok) {
      bucket = takeToken(bucket, at(600)).bucket;
      sent++;
    }
    expect(sent).toBe(5);
  });
});

describe("the room's opening hours", () => {
  const kickoff = at(10_000);
  it("opens an hour before kick-off and closes an hour after full time", () => {
    const scheduled = { status: "scheduled", kickoffAt: kickoff, lastEventAt: null };
    expect(roomWindow(scheduled, at(10_000 - 3601)).open).toBe(false);
    expect(roomWindow(scheduled, at(10_000 - 3599)).open).toBe(true);
    expect(roomWindow({ ...scheduled, status: "live" }, at(20_000)).open).toBe(true);
    const finished = { status: "finished", kickoffAt: kickoff, lastEventAt: at(10_000 + 6000) };
    expect(roomWindow(finished, at(10_000 + 6000 + 3599)).open).toBe(true);
    const closed = roomWindow(finished, at(10_000 + 6000 + 3601));
    expect(closed).toMatchObject({ open: false, closes_at: at(10_000 + 9600).toISOString() });
  });

  it("keeps a postponed match's room read-only", () => {
    expect(roomWindow({ status: "postponed", kickoffAt: kickoff, lastEventAt: null }, kickoff).open).toBe(
      false,
    );
  });
});
