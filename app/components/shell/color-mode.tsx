import { createContext, type ReactNode, use, useState } from "react";
import { useMatches } from "react-router";
import { type ColorMode, storeColorMode } from "../../lib/theme.ts";

type ColorModeState = {
  /** What the visitor chose: light, dark or system. */
  preference: ColorMode;
  /** Set when the current page insists on a mode (`handle: { colorMode: "dark" }`). */
  forced: ColorMode | null;
  choose(mode: ColorMode): void;
};

const ColorModeContext = createContext<ColorModeState | null>(null);

export function useColorMode(): ColorModeState {
  const state = use(ColorModeContext);
  if (!state) throw new Error("useColorMode needs the app shell");
  return state;
}

function useForcedColorMode(): ColorMode | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { colorMode?: ColorMode } | undefined;
    if (handle?.colorMode) return handle.colorMode;
  }
  return null;
}

/** Holds the preference (first from the cookie the server read) and what the page actually uses. */
export function ColorModeProvider({
  stored,
  children,
}: {
  stored: ColorMode;
  children: (applied: ColorMode) => ReactNode;
}) {
  const [preference, setPreference] = useState(stored);
  const [lastStored, setLastStored] = useState(stored);
  if (stored !== lastStored) {
    setLastStored(stored);
    setPreference(stored);
  }
  const forced = useForcedColorMode();
  const choose = (mode: ColorMode) => {
    storeColorMode(mode);
    setPreference(mode);
  };
  return (
    <ColorModeContext value={{ preference, forced, choose }}>
      {children(forced ?? preference)}
    </ColorModeContext>
  );
}
