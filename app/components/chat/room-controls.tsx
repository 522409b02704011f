import { useState } from "react";
import { type ChatRoomSettings, chatCall } from "../../lib/chat/chat-api.ts";
import { SLOW_MODE_CHOICES } from "../../lib/chat/durations.ts";

type Props = {
  matchId: number;
  apiPath: string;
  settings: ChatRoomSettings;
  onChanged(settings: ChatRoomSettings): void;
  onNotice(text: string): void;
};

/** A moderator's switches for the room, where the trouble is seen: slow mode and premium-only. */
export function RoomControls({ matchId, apiPath, settings, onChanged, onNotice }: Props) {
  const [saving, setSaving] = useState(false);
  const change = async (patch: { slow_mode_seconds?: number; premium_only?: boolean }) => {
    setSaving(true);
    const answer = await chatCall<ChatRoomSettings>(apiPath, "PATCH", `/matches/${matchId}/chat/room`, patch);
    setSaving(false);
    if (!answer.ok) return onNotice(answer.error.message);
    onChanged(answer.data);
    onNotice(
      patch.premium_only !== undefined
        ? `Premium-only mode is ${answer.data.premium_only ? "on" : "off"}.`
        : answer.data.slow_mode_seconds
          ? `Slow mode: one message every ${answer.data.slow_mode_seconds} s.`
          : "Slow mode is off.",
    );
  };
  // A length set in the admin area stays selectable here.
  const choices = SLOW_MODE_CHOICES.some((c) => c.seconds === settings.slow_mode_seconds)
    ? SLOW_MODE_CHOICES
    : [
        ...SLOW_MODE_CHOICES,
        { seconds: settings.slow_mode_seconds, label: `${settings.slow_mode_seconds} seconds` },
      ];
  return (
    <details className="border-b border-line px-3 py-1.5 text-xs">
      <summary className="cursor-pointer font-semibold text-muted">Room tools</summary>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-1 font-medium">
          Slow mode
          <select
            value={settings.slow_mode_seconds}
            disabled={saving}
            onChange={(event) => void change({ slow_mode_seconds: Number(event.target.value) })}
            className="rounded border border-line bg-surface px-1 py-0.5"
          >
            {choices.map((choice) => (
              <option key={choice.seconds} value={choice.seconds}>
                {choice.label}
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
          Premium members only
        </label>
      </div>
    </details>
  );
}
