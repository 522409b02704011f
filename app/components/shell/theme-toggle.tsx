import { useId } from "react";
import { COLOR_MODES, type ColorMode } from "../../lib/theme.ts";
import { toast } from "../../lib/toast.ts";
import { LineIcon } from "../ui/line-icon.tsx";
import { useColorMode } from "./color-mode.tsx";

const LABEL: Record<ColorMode, string> = { light: "Light", dark: "Dark", system: "System" };
const ANNOUNCEMENT: Record<ColorMode, string> = {
  light: "Light theme on",
  dark: "Dark theme on",
  system: "Theme follows your device",
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
  const { preference, forced, choose } = useColorMode();
  const name = useId();
  const shown = forced ?? preference;
  return (
    <fieldset
      data-testid="theme-toggle"
      data-mode={shown}
      disabled={forced !== null}
      title={forced ? `This page always uses the ${LABEL[forced].toLowerCase()} theme` : undefined}
      className="flex items-center rounded-full border border-line p-0.5 disabled:opacity-60"
    >
      <legend className="sr-only">
        {forced ? `Colour theme (this page is always ${LABEL[forced].toLowerCase()})` : "Colour theme"}
      </legend>
      {COLOR_MODES.map((mode) => (
        <label
          key={mode}
          title={`${LABEL[mode]} theme`}
          className="relative grid h-7 w-7 place-items-center rounded-full text-muted hover:text-fg has-[:checked]:bg-line has-[:checked]:text-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
        >
          <input
            type="radio"
            name={name}
            value={mode}
            checked={shown === mode}
            onChange={() => {
              choose(mode);
              toast.info(ANNOUNCEMENT[mode]);
            }}
            // Invisible but covering the whole button, so the icon is the hit area.
            className="absolute inset-0 cursor-pointer appearance-none rounded-full disabled:cursor-default"
            aria-label={`${LABEL[mode]} theme`}
          />
          <LineIcon className="pointer-events-none h-4 w-4" strokeWidth="1.8" roundCaps>
            <path d={ICON[mode]} />
          </LineIcon>
        </label>
      ))}
    </fieldset>
  );
}
