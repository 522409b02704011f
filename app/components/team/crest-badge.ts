/** Colours and letters of a generated crest: the club's own colours when known, else a hue from its id. */

const HEX6 = /^#[0-9a-fA-F]{6}$/;
const HEX3 = /^#[0-9a-fA-F]{3}$/;
// Pure black and white: against any fill one of them reaches at least 4.58:1.
const DARK_INK = "#000000";
const LIGHT_INK = "#ffffff";
/** WCAG AA for text: the letters must stay readable on the badge. */
export const MIN_CONTRAST = 4.5;
// Club-name words that say nothing about which club it is.
const NOISE = new Set([
  "fc",
  "afc",
  "cf",
  "sc",
  "ac",
  "cd",
  "sv",
  "fk",
  "sk",
  "if",
  "bk",
  "club",
  "de",
  "the",
]);

function normalise(colour: string | undefined): string | null {
  if (!colour) return null;
  if (HEX6.test(colour)) return colour.toLowerCase();
  if (HEX3.test(colour)) return `#${[...colour.slice(1)].map((c) => c + c).join("")}`.toLowerCase();
  return null;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** FNV-1a over the team's id and name: the same club always draws the same. */
function hashOf(seed: string): number {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/** The same team always gets the same hue; a deep shade so white letters read on it. */
function derivedColour(hash: number): string {
  return hslToHex(hash % 360, 0.55, 0.32);
}

/** Club badges come as shields or roundels; a player's avatar is a plain disc. */
export type BadgeShape = "shield" | "roundel" | "disc";

export type CrestBadge = { fill: string; ink: string; letters: string; shape: BadgeShape };

export function crestBadge(
  team: { id?: number; name: string; code: string; colors: readonly string[] | null },
  letterCount: 2 | 3,
): CrestBadge {
  const hash = hashOf(`${team.id ?? ""}:${team.name}`);
  const fill = normalise(team.colors?.[0]) ?? derivedColour(hash);
  const second = normalise(team.colors?.[1]);
  // The club's second colour when it reads on the first, else whichever of dark or white reads best.
  const ink =
    second && contrast(second, fill) >= MIN_CONTRAST
      ? second
      : contrast(LIGHT_INK, fill) >= contrast(DARK_INK, fill)
        ? LIGHT_INK
        : DARK_INK;
  // A bit of the hash the hue does not use, so a club's shape and colour vary apart.
  const shape = (hash >>> 9) % 2 === 0 ? "shield" : "roundel";
  return { fill, ink, letters: lettersOf(team, letterCount), shape };
}

function lettersOf(team: { name: string; code: string }, count: 2 | 3): string {
  const code = team.code.replace(/[^\p{L}\p{N}]/gu, "").toUpperCase();
  if (count === 3 && code) return code.slice(0, 3);
  const words = team.name.split(/[\s-]+/).filter((word) => word && !NOISE.has(word.toLowerCase()));
  const initials = words.length >= 2 ? `${words[0]?.[0]}${words[1]?.[0]}` : (code || team.name).slice(0, 2);
  return initials.toUpperCase();
}
