// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ChatStanding, RoomState } from "../../lib/chat/chat-api.ts";
import { writingGateOf } from "../../lib/chat/writing-gate.ts";
import { WritingGateNotice } from "./writing-gate-notice.tsx";

const fan: ChatStanding = { signed_in: true, guest: false, email_verified: true, premium: false };
const roomOf = (premiumOnly: boolean) =>
  ({
    match_id: 1,
    open: true,
    opens_at: "2026-03-14T14:00:00.000Z",
    closes_at: null,
    links_allowed: false,
    settings: { slow_mode_seconds: 0, premium_only: premiumOnly, pinned: null, version: 1 },
  }) satisfies RoomState;

/** What the composer's place says to this reader in this room, and where its links go. */
function composerFor(you: ChatStanding, room: RoomState) {
  const gate = writingGateOf(you, room);
  if (!gate) return null;
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <WritingGateNotice gate={gate} />
    </MemoryRouter>,
  );
  const host = document.createElement("div");
  host.innerHTML = html;
  return {
    text: host.textContent,
    links: [...host.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]),
  };
}

describe("the chat composer before a fan types", () => {
  it("lets a verified fan write, and a premium fan or moderator in a premium-only room", () => {
    expect(composerFor(fan, roomOf(false))).toBeNull();
    expect(composerFor({ ...fan, premium: true }, roomOf(true))).toBeNull();
  });

  it("asks a visitor to sign in and a guest to register or sign in", () => {
    const visitor = { signed_in: false, guest: false, email_verified: false, premium: false };
    expect(composerFor(visitor, roomOf(false))).toEqual({
      text: "Sign in to join the chat.",
      links: [["Sign in", "/login"]],
    });
    expect(composerFor({ ...visitor, signed_in: true, guest: true }, roomOf(true))).toEqual({
      text: "Guests can read along. Register or sign in to write in the chat.",
      links: [
        ["Register", "/register"],
        ["sign in", "/login"],
      ],
    });
  });

  it("asks an unverified fan to verify the address, and a fan without premium to see the plans", () => {
    expect(composerFor({ ...fan, email_verified: false }, roomOf(true))).toEqual({
      text: "Verify your e-mail address to write in the chat: open the link we sent you, or send a new one from your account.",
      links: [["send a new one from your account", "/account"]],
    });
    expect(composerFor(fan, roomOf(true))).toEqual({
      text: "Only premium members may write in this room right now. See the premium plans.",
      links: [["See the premium plans", "/pricing"]],
    });
  });
});
