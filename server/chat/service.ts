import type { BillingService } from "../billing/service.ts";
import type { Db } from "../db/connect.ts";
import type { StreamHub } from "../platform/streams/hub.ts";
import type { StreamPart } from "../platform/streams/multiplex.ts";
import type { ChatEntry } from "./entry.ts";
import { createChatTopic, roomGroup } from "./hub.ts";
import { history, type SendInput, sendMessage, toggleReaction, type Writer } from "./messages.ts";
import {
  changeRoom,
  clearRoom,
  deleteMessage,
  dismissReport,
  dismissReports,
  type Moderator,
  REPORT_BULK_ACTIONS,
  type RoomPatch,
  reportMessage,
  reportQueue,
  type SanctionInput,
  sanction,
} from "./moderation.ts";
import { activeSanctions, liftSanction } from "./sanctions.ts";
import { type ChatSettingsPatch, readChatSettings, updateChatSettings } from "./settings.ts";
import { standingOf } from "./standing.ts";
import { type RoomState, roomOf } from "./views.ts";

/** How long a room's state is reused by the messages written in it. */
const ROOM_CACHE_MS = 1_000;

import { blockedWordsOf, createWordFilter } from "./words.ts";

export type { ChatMessageView, ChatRoomSettings } from "./entry.ts";
export { MAX_MESSAGE_LENGTH, REACTIONS } from "./entry.ts";
export type { Writer } from "./messages.ts";
export type { ChatSettingsView } from "./settings.ts";
export type { ChatStanding } from "./standing.ts";
export type { RoomState } from "./views.ts";

export type ChatOptions = {
  db: Db;
  streams: StreamHub;
  billing: Pick<BillingService, "mayUse">;
  /** Extra blocked words, comma-separated (CHAT_BLOCKED_WORDS). */
  blockedWords?: string;
  window?: number;
};

/** Match chat: rooms, messages, moderation and the `chat` stream topic. */
export function createChatService(options: ChatOptions) {
  const { db, billing } = options;
  const topic = createChatTopic(db, options.streams, { window: options.window });
  const publish = (entry: ChatEntry) => {
    void topic.publish(entry);
  };
  // Every message reads its room: the state is kept a second, and dropped here when a moderator changes it.
  const rooms = new Map<number, { at: number; state: Promise<RoomState> }>();
  const cachedRoom = (matchId: number, now: Date) => {
    const held = rooms.get(matchId);
    if (held && now.getTime() - held.at < ROOM_CACHE_MS) return held.state;
    const state = roomOf(db, matchId, now);
    state.catch(() => rooms.delete(matchId));
    if (rooms.size > 1_000) rooms.clear();
    rooms.set(matchId, { at: now.getTime(), state });
    return state;
  };
  const sendDeps = {
    db,
    room: cachedRoom,
    filter: createWordFilter(blockedWordsOf(options.blockedWords)),
    mayUsePremium: (userId: number) => billing.mayUse(userId, "chat-premium"),
    publish,
  };
  const moderationDeps = { db, publish };
  return {
    topic,
    start: () => topic.start(),
    room: (matchId: number) => roomOf(db, matchId),
    /**
     * The room on a stream: what `/matches/{id}/chat/stream` serves and what a match's own stream
     * carries beside its events, under the same rule: whoever may read the room follows it
     * (writing has its own), and a match that does not exist has no room (404).
     */
    async streamPart(matchId: number): Promise<StreamPart> {
      await roomOf(db, matchId);
      return { topic, group: roomGroup(matchId) };
    },
    history: (matchId: number, before?: number, limit?: number) => history(db, matchId, before, limit),
    standing: (writer: Writer | null) => standingOf(writer, sendDeps.mayUsePremium),
    send: (matchId: number, writer: Writer, input: SendInput) =>
      sendMessage(sendDeps, matchId, writer, input),
    react: (messageId: number, userId: number, emoji: string) =>
      toggleReaction(sendDeps, messageId, userId, emoji),
    report: (userId: number, messageId: number, reason: string) =>
      reportMessage(db, userId, messageId, reason),
    deleteMessage: (by: Moderator, id: number) => deleteMessage(moderationDeps, by, id),
    sanction: (by: Moderator, input: SanctionInput) => sanction(db, by, input),
    changeRoom: (by: Moderator, matchId: number, patch: RoomPatch) => {
      rooms.delete(matchId);
      return changeRoom(moderationDeps, by, matchId, patch);
    },
    clearRoom: (by: Moderator, matchId: number) => {
      rooms.delete(matchId);
      return clearRoom(moderationDeps, by, matchId);
    },
    reports: (status?: "open" | "actioned" | "dismissed") => reportQueue(db, status),
    dismissReport: (by: Moderator, id: number) => dismissReport(db, by, id),
    dismissReports: (by: Moderator, ids: readonly number[]) => dismissReports(db, by, ids),
    reportBulkActions: REPORT_BULK_ACTIONS,
    sanctions: (filter?: { userIds?: readonly number[] }) => activeSanctions(db, filter),
    lift: (by: Moderator, kind: "timeout" | "ban", id: number) => liftSanction(db, by, kind, id),
    settings: () => readChatSettings(db),
    changeSettings: async (by: Moderator, baseVersion: number, patch: ChatSettingsPatch) => {
      const saved = await updateChatSettings(db, by, baseVersion, patch);
      // Every room's cached state carries the switch.
      rooms.clear();
      return saved;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
