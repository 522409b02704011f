import { useState } from "react";
import { type ChatRoomSettings, chatCall, problemText } from "../../lib/chat/chat-api.ts";
import { SLOW_MODE_CHOICES, slowModeLabel } from "../../lib/chat/durations.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  premiumOnlyOn: { id: "chat.room.premium-only-on", defaultMessage: "Premium-only mode is on." },
  premiumOnlyOff: { id: "chat.room.premium-only-off", defaultMessage: "Premium-only mode is off." },
  slowMode: {
    id: "chat.room.slow-mode-set",
    defaultMessage: "Slow mode: one message every {seconds} s.",
    description: "Notice after a moderator sets slow mode",
  },
  slowModeOff: { id: "chat.room.slow-mode-off", defaultMessage: "Slow mode is off." },
  tools: {
    id: "chat.room.tools",
    defaultMessage: "Room tools",
    description: "A moderator's switches for the room",
  },
  slowModeLabel: {
    id: "chat.room.slow-mode",
    defaultMessage: "Slow mode",
    description: "Picks how often each fan may write",
  },
  premiumOnly: { id: "chat.room.premium-only", defaultMessage: "Premium members only" },
});

type Props = {
  matchId: number;
  apiPath: string;
  settings: ChatRoomSettings;
  onChanged(settings: ChatRoomSettings): void;
  onNotice(text: string): void;
};

/** A moderator's switches for the room, where the trouble is seen: slow mode and premium-only. */
export function RoomControls({ matchId, apiPath, settings, onChanged, onNotice }: Props) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const change = async (patch: { slow_mode_seconds?: number; premium_only?: boolean }) => {
    setSaving(true);
    const answer = await chatCall<ChatRoomSettings>(apiPath, "PATCH", `/matches/${matchId}/chat/room`, patch);
    setSaving(false);
    if (!answer.ok) return onNotice(problemText(answer.error, t));
    onChanged(answer.data);
    onNotice(
      patch.premium_only !== undefined
        ? t(answer.data.premium_only ? m.premiumOnlyOn : m.premiumOnlyOff)
        : answer.data.slow_mode_seconds
          ? t(m.slowMode, { seconds: answer.data.slow_mode_seconds })
          : t(m.slowModeOff),
    );
  };
  // A length set in the admin area stays selectable here.
  const choices: ReadonlyArray<{ seconds: number }> = SLOW_MODE_CHOICES.some(
    (c) => c.seconds === settings.slow_mode_seconds,
  )
    ? SLOW_MODE_CHOICES
    : [...SLOW_MODE_CHOICES, { seconds: settings.slow_mode_seconds }];
  return (
    <details className="border-b border-line px-3 py-1.5 text-xs">
      <summary className="cursor-pointer font-semibold text-muted">{t(m.tools)}</summary>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-1 font-medium">
          {t(m.slowModeLabel)}
          <select
            value={settings.slow_mode_seconds}
            disabled={saving}
            onChange={(event) => void change({ slow_mode_seconds: Number(event.target.value) })}
            className="rounded border border-line bg-surface px-1 py-0.5"
          >
            {choices.map((choice) => (
              <option key={choice.seconds} value={choice.seconds}>
                {slowModeLabel(choice.seconds, t)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1 font-medium">
          <input
            type="checkbox"
            checked={settings.premium_only}
            disabled={saving}
            onChange={(event) => void change({ premium_only: event.target.checked })}
          />
          {t(m.premiumOnly)}
        </label>
      </div>
    </details>
  );
}
