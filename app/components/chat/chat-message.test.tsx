// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ChatMessageView } from "../../lib/chat/chat-api.ts";
import { explain } from "../../lib/chat/chat-api.ts";
import { type ChatState, chatReducer } from "../../lib/chat/use-chat.ts";
import { ChatMessage } from "./chat-message.tsx";

const payload = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
const message = (fields: Partial<ChatMessageView> = {}): ChatMessageView => ({
  id: 7,
  match_id: 1,
  text: `${payload} what a goal`,
  user: { id: 2, name: `<b onmouseover=alert(3)>Ada</b>` },
  client_id: "c-1",
  reply_to: {
    id: 6,
    text: `<iframe src="javascript:alert(4)">`,
    user: { id: 3, name: "<svg onload=alert(5)>" },
  },
  mentions: [],
  links: [],
  reactions: { "🔥": 2 },
  deleted: false,
  created_at: "2026-03-14T16:00:00.000Z",
  ...fields,
});
const noop = () => {};

function render(view: ChatMessageView, linksAllowed = false) {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <ChatMessage
      message={view}
      apiPath="/api"
      signedIn
      moderator
      mine={false}
      linksAllowed={linksAllowed}
      onReply={noop}
      onReactions={noop}
      onRemoved={noop}
      onNotice={noop}
      onPin={noop}
    />,
  );
  return host;
}

describe("a chat message", () => {
  it("shows markup in the text, the name and the quoted reply as text, never as elements", () => {
    const host = render(message());
    expect(host.querySelector("img, script, iframe, svg, b")).toBeNull();
    expect(host.textContent).toContain(payload);
    expect(host.textContent).toContain("<b onmouseover=alert(3)>Ada</b>");
    expect(host.textContent).toContain(`<svg onload=alert(5)>: <iframe src="javascript:alert(4)">`);
  });
});

describe("links in a chat message", () => {
  const linked = message({
    reply_to: null,
    text: `<b>goals</b> at example.com/goals and javascript:alert(1)`,
    links: [
      { text: "example.com/goals", href: "https://example.com/goals" },
      { text: "javascript:alert(1)", href: "javascript:alert(1)" },
    ],
  });

  it("opens the addresses the server found, as nofollow ugc links, where links are allowed", () => {
    const anchors = [...render(linked, true).querySelectorAll("a")];
    expect(anchors.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("rel")])).toEqual([
      ["example.com/goals", "https://example.com/goals", "nofollow ugc noopener"],
    ]);
    expect(render(linked, true).querySelector("b")).toBeNull();
    expect(render(linked, true).textContent).toContain(linked.text);
  });

  it("shows them as plain text where links are not allowed", () => {
    const host = render(linked, false);
    expect(host.querySelector("a")).toBeNull();
    expect(host.textContent).toContain(linked.text);
  });
});

describe("the chat room in the browser", () => {
  const empty: ChatState = {
    status: "loading",
    messages: [],
    room: null,
    you: null,
    olderCursor: null,
    loadingOlder: false,
    connected: false,
  };

  it("keeps a message heard from both the history and the stream once, in order", () => {
    const page = {
      data: [message({ id: 5 }), message({ id: 7 })],
      next_cursor: "5",
      seq: 10,
      room: null as never,
      you: null as never,
    };
    let state = chatReducer(empty, { type: "page", page, older: false });
    state = chatReducer(state, { type: "message", message: message({ id: 7 }) });
    state = chatReducer(state, { type: "message", message: message({ id: 6 }) });
    expect(state.messages.map((m) => m.id)).toEqual([5, 6, 7]);
    expect(state.olderCursor).toBe("5");
  });

  it("tells a timed-out fan why and until when", () => {
    const text = explain({
      status: 403,
      code: "chat-timeout",
      message: "",
      details: { until: "2026-03-14T16:10:00.000Z", reason: "Spamming" },
    });
    expect(text).toMatch(/^You are timed out until .+2026.+\. Reason: Spamming\.$/);
    expect(
      explain({ status: 429, code: "chat-rate-limited", message: "", details: { retryAfter: "2" } }),
    ).toBe("You are sending messages too fast. Try again in 2 s.");
  });
});
