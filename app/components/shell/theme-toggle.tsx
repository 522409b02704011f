import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { type ColorMode, storeColorMode } from "../../lib/theme.ts";

const NEXT: Record<ColorMode, ColorMode> = { system: "light", light: "dark", dark: "system" };
const LABEL: Record<ColorMode, string> = {
  system: "System theme",
  light: "Light theme",
  dark: "Dark theme",
};
const ICON: Record<ColorMode, string> = {
  system: "M4 5h16v11H4zM8 20h8M12 16v4",
  light:
    "M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4",
  dark: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z",
};

/** Cycles system -> light -> dark; the choice is a cookie so the server renders it next time. */
export function ThemeToggle() {
  const root = useRouteLoaderData("root") as { colorMode: ColorMode } | undefined;
  const [mode, setMode] = useState<ColorMode>(root?.colorMode ?? "system");
  useEffect(() => setMode(root?.colorMode ?? "system"), [root?.colorMode]);
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-mode={mode}
      aria-label={`${LABEL[mode]} (change)`}
      title={LABEL[mode]}
      onClick={() => {
        const next = NEXT[mode];
        setMode(next);
        storeColorMode(next);
      }}
      className="grid h-9 w-9 place-items-center rounded-full text-muted hover:bg-raised hover:text-fg"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      >
        <path d={ICON[mode]} />
      </svg>
    </button>
  );
}
