import { useCallback, useEffect, useReducer, useRef } from "react";
import { useLiveStreamUrl } from "../live/live-scope.tsx";
import { type ChatStreamChange, sharedLiveStream } from "../live/live-stream.ts";
import { usePublicConfig } from "../public-config.tsx";
import {
  type ChatMessageView,
  type ChatPage,
  type ChatRoomSettings,
  type ChatStanding,
  chatCall,
  type RoomState,
} from "./chat-api.ts";
import { createRoomFollower } from "./room-follower.ts";

export type ChatState = {
  status: "loading" | "ready" | "failed";
  messages: ChatMessageView[];
  room: RoomState | null;
  /** What this reader may do in the room; null until the history arrives. */
  you: ChatStanding | null;
  olderCursor: string | null;
  loadingOlder: boolean;
  connected: boolean;
};

type Action =
  | { type: "page"; page: ChatPage; older: boolean }
  | { type: "failed" }
  | { type: "older-loading" }
  | { type: "message"; message: ChatMessageView }
  | { type: "deleted"; id: number }
  | { type: "reactions"; id: number; reactions: Record<string, number> }
  | { type: "room"; settings: ChatRoomSettings }
  | { type: "cleared" }
  | { type: "connected"; connected: boolean };

/** Messages by id, oldest first; a message heard twice (history and stream) is kept once. */
function merge(current: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function chatReducer(state: ChatState, action: Action): ChatState {
  switch (action.type) {
    case "page":
      return {
        ...state,
        status: "ready",
        messages: merge(action.older ? state.messages : [], action.page.data),
        room: action.older ? state.room : action.page.room,
        you: action.older ? state.you : action.page.you,
        olderCursor: action.older || state.status !== "ready" ? action.page.next_cursor : state.olderCursor,
        loadingOlder: false,
      };
    case "failed":
      return { ...state, status: "failed", loadingOlder: false };
    case "older-loading":
      return { ...state, loadingOlder: true };
    case "message":
      return { ...state, messages: merge(state.messages, [action.message]) };
    case "deleted":
      return { ...state, messages: state.messages.filter((m) => m.id !== action.id) };
    case "reactions":
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === action.id ? { ...m, reactions: action.reactions } : m)),
      };
    case "room":
      return state.room ? { ...state, room: { ...state.room, settings: action.settings } } : state;
    case "cleared":
      return {
        ...state,
        messages: [],
        room: state.room && { ...state.room, settings: { ...state.room.settings, pinned: null } },
      };
    case "connected":
      return { ...state, connected: action.connected };
  }
}

const initial: ChatState = {
  status: "loading",
  messages: [],
  room: null,
  you: null,
  olderCursor: null,
  loadingOlder: false,
  connected: false,
};

/** A change heard on the match's stream, applied to the room as the reader sees it. */
function changeOf(change: ChatStreamChange): Action | null {
  switch (change.event) {
    case "message":
      return { type: "message", message: change.data as ChatMessageView };
    case "message-deleted":
      return { type: "deleted", id: (change.data as { id: number }).id };
    case "reactions": {
      const { id, reactions } = change.data as { id: number; reactions: Record<string, number> };
      return { type: "reactions", id, reactions };
    }
    case "room":
      return { type: "room", settings: change.data as ChatRoomSettings };
    case "cleared":
      return { type: "cleared" };
    default:
      return null;
  }
}

/**
 * A match's chat room in the browser: the last 200 messages on join, older ones
 * on request, and live changes over the match page's one stream (the room rides on
 * it as its own topic), joined to the history by `createRoomFollower`.
 */
export function useChat(matchId: number, active: boolean) {
  const { apiPath } = usePublicConfig();
  const streamUrl = useLiveStreamUrl();
  const [state, dispatch] = useReducer(chatReducer, initial);
  const cursor = useRef<string | null>(null);
  cursor.current = state.olderCursor;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const follower = createRoomFollower({
      async read() {
        const page = await chatCall<ChatPage>(
          apiPath,
          "GET",
          `/matches/${matchId}/chat/messages`,
          undefined,
          true,
        );
        if (page.ok) return page.data;
        if (!stopped) dispatch({ type: "failed" });
        return null;
      },
      show: (page) => dispatch({ type: "page", page, older: false }),
      apply(change) {
        const action = changeOf(change);
        if (action) dispatch(action);
      },
      connected: (connected) => dispatch({ type: "connected", connected }),
    });
    const leave = sharedLiveStream(streamUrl).subscribe({ chat: follower.hear, down: follower.down });
    void follower.join();
    return () => {
      stopped = true;
      follower.stop();
      leave();
    };
  }, [apiPath, streamUrl, matchId, active]);

  const loadOlder = useCallback(async () => {
    const before = cursor.current;
    if (!before) return;
    dispatch({ type: "older-loading" });
    const page = await chatCall<ChatPage>(
      apiPath,
      "GET",
      `/matches/${matchId}/chat/messages?before=${before}`,
      undefined,
      true,
    );
    if (page.ok) dispatch({ type: "page", page: page.data, older: true });
    else dispatch({ type: "failed" });
  }, [apiPath, matchId]);

  const received = useCallback((message: ChatMessageView) => dispatch({ type: "message", message }), []);
  const reactionsChanged = useCallback(
    (id: number, reactions: Record<string, number>) => dispatch({ type: "reactions", id, reactions }),
    [],
  );
  const removed = useCallback((id: number) => dispatch({ type: "deleted", id }), []);
  const roomChanged = useCallback((settings: ChatRoomSettings) => dispatch({ type: "room", settings }), []);
  return { state, apiPath, loadOlder, received, reactionsChanged, removed, roomChanged };
}
