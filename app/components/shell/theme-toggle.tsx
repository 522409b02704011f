import { useId } from "react";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { COLOR_MODES, type ColorMode } from "../../lib/theme.ts";
import { toast } from "../../lib/toast.ts";
import { LineIcon } from "../ui/line-icon.tsx";
import { useColorMode } from "./color-mode.tsx";

const m = defineMessages({
  light: { id: "shell.theme.light", defaultMessage: "Light theme", description: "Colour theme choice" },
  dark: { id: "shell.theme.dark", defaultMessage: "Dark theme", description: "Colour theme choice" },
  system: {
    id: "shell.theme.system",
    defaultMessage: "System theme",
    description: "Colour theme choice: follow the device's setting",
  },
  lightOn: {
    id: "shell.theme.light-on",
    defaultMessage: "Light theme on",
    description: "Toast after choosing",
  },
  darkOn: { id: "shell.theme.dark-on", defaultMessage: "Dark theme on", description: "Toast after choosing" },
  systemOn: {
    id: "shell.theme.system-on",
    defaultMessage: "Theme follows your device",
    description: "Toast after choosing the system theme",
  },
  legend: {
    id: "shell.theme.legend",
    defaultMessage: "Colour theme",
    description: "Accessible name of the light/dark/system switch",
  },
  forcedLegend: {
    id: "shell.theme.forced-legend",
    defaultMessage:
      "{mode, select, light {Colour theme (this page is always light)} dark {Colour theme (this page is always dark)} other {Colour theme (this page is always system)}}",
    description: "Accessible name of the theme switch on a page that always uses one theme",
  },
  forcedTitle: {
    id: "shell.theme.forced-title",
    defaultMessage:
      "{mode, select, light {This page always uses the light theme} dark {This page always uses the dark theme} other {This page always uses the system theme}}",
    description: "Tooltip of the disabled theme switch on a page that always uses one theme",
  },
});

const LABEL: Record<ColorMode, MessageDescriptor> = { light: m.light, dark: m.dark, system: m.system };
const ANNOUNCEMENT: Record<ColorMode, MessageDescriptor> = {
  light: m.lightOn,
  dark: m.darkOn,
  system: m.systemOn,
};
const ICON: Record<ColorMode, string> = {
  light:
    "M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4",
  dark: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z",
  system: "M4 5h16v11H4zM8 20h8M12 16v4",
};

/**
 * Light, dark or system as three radio buttons (arrow keys move between them).
 * The choice is a cookie so the server renders it next time; on a page that
 * forces a mode the control shows that mode and is disabled.
 */
export function ThemeToggle() {
  const t = useT();
  const { preference, forced, choose } = useColorMode();
  const name = useId();
  const shown = forced ?? preference;
  return (
    <fieldset
      data-testid="theme-toggle"
      data-mode={shown}
      disabled={forced !== null}
      title={forced ? t(m.forcedTitle, { mode: forced }) : undefined}
      className="flex items-center rounded-full border border-line p-0.5 disabled:opacity-60"
    >
      <legend className="sr-only">{forced ? t(m.forcedLegend, { mode: forced }) : t(m.legend)}</legend>
      {COLOR_MODES.map((mode) => (
        <label
          key={mode}
          title={t(LABEL[mode])}
          className="relative grid h-7 w-7 place-items-center rounded-full text-muted hover:text-fg has-[:checked]:bg-line has-[:checked]:text-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
        >
          <input
            type="radio"
            name={name}
            value={mode}
            checked={shown === mode}
            onChange={() => {
              choose(mode);
              toast.info(() => t(ANNOUNCEMENT[mode]));
            }}
            // Invisible but covering the whole button, so the icon is the hit area.
            className="absolute inset-0 cursor-pointer appearance-none rounded-full disabled:cursor-default"
            aria-label={t(LABEL[mode])}
          />
          <LineIcon className="pointer-events-none h-4 w-4" strokeWidth="1.8" roundCaps>
            <path d={ICON[mode]} />
          </LineIcon>
        </label>
      ))}
    </fieldset>
  );
}
