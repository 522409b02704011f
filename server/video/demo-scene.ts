import { Resvg } from "@resvg/resvg-js";
import { pixelTextPath, pixelWidth } from "./score-image.ts";

/** The frame the demo clips are encoded at; one rung of the ladder, so seeding stays quick. */
export const FRAME = { width: 640, height: 360 } as const;
/** The pitch is wider than the frame: the camera pans across it, following the ball. */
export const PITCH = { width: 800, height: FRAME.height } as const;
/** Mown stripes, in turn; a test tells a drawn pitch from a test card by them. */
export const PITCH_GREENS = ["#2e7d32", "#388e3c"] as const;

export type SceneTeam = { shortName: string; colors: [string, string] | null };
/** A finished match, drawn with its teams' colours and the score, or a caption on a pitch. */
export type DemoScene =
  | { kind: "match"; home: SceneTeam; away: SceneTeam; homeScore: number; awayScore: number }
  | { kind: "caption"; caption: string };

const HEX = /^#[0-9a-f]{6}$/i;
const INK = "#f8fafc";
const BOARD = "#0b1220";
const NEUTRAL = { home: ["#c62828", INK], away: ["#1565c0", INK] } as const;

/** A team's kit colours; a missing or malformed pair falls back to plain red or blue. */
function kit(team: SceneTeam | null, side: "home" | "away"): [string, string] {
  const colors = team?.colors;
  return colors && HEX.test(colors[0]) && HEX.test(colors[1]) ? colors : [...NEUTRAL[side]];
}

/** The away side changes to its second colour when its first is the home side's. */
function kits(scene: DemoScene): { home: [string, string]; away: [string, string] } {
  if (scene.kind === "caption") return { home: [...NEUTRAL.home], away: [...NEUTRAL.away] };
  const home = kit(scene.home, "home");
  const away = kit(scene.away, "away");
  return { home, away: away[0].toLowerCase() === home[0].toLowerCase() ? [away[1], away[0]] : away };
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** Text in the pixel font, centred on `cx` with its top at `y`. */
const text = (value: string, cx: number, y: number, scale: number, fill: string) =>
  `<path fill="${fill}" shape-rendering="crispEdges" d="${pixelTextPath(value, cx - (pixelWidth(value) * scale) / 2, y, scale)}"/>`;

// A 4-4-2 facing right, as fractions of the pitch's length and width.
const SHAPE: Array<[number, number]> = [
  [0.05, 0.5],
  ...[0.18, 0.38, 0.62, 0.82].map((y): [number, number] => [0.2, y]),
  ...[0.15, 0.38, 0.62, 0.85].map((y): [number, number] => [0.36, y]),
  [0.46, 0.4],
  [0.47, 0.62],
];

/** Mown stripes, the markings of a full-size pitch and both teams lined up. */
function pitchSvg(home: [string, string], away: [string, string]): string {
  const { width, height } = PITCH;
  const stripe = width / 12;
  const stripes = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${i * stripe}" y="0" width="${stripe + 1}" height="${height}" fill="${PITCH_GREENS[i % 2]}"/>`,
  ).join("");
  const [x0, y0, w, h] = [24, 20, width - 48, height - 40];
  const cx = x0 + w / 2;
  const cy = y0 + h / 2;
  // Metres to pixels: 105 m by 68 m.
  const mx = w / 105;
  const my = h / 68;
  const ends = [x0, x0 + w]
    .map((line, end) => {
      const into = end === 0 ? 1 : -1;
      const box = (depth: number, span: number) =>
        `<rect x="${Math.min(line, line + into * depth * mx)}" y="${cy - (span / 2) * my}" width="${depth * mx}" height="${span * my}"/>`;
      const goal = `<rect x="${end === 0 ? line - 8 : line}" y="${cy - 3.66 * my}" width="8" height="${7.32 * my}"/>`;
      return `${box(16.5, 40.3)}${box(5.5, 18.3)}${goal}<circle cx="${line + into * 11 * mx}" cy="${cy}" r="2" fill="${INK}"/>`;
    })
    .join("");
  const lines = `<g fill="none" stroke="${INK}" stroke-width="2" stroke-opacity="0.9"><rect x="${x0}" y="${y0}" width="${w}" height="${h}"/><line x1="${cx}" y1="${y0}" x2="${cx}" y2="${y0 + h}"/><ellipse cx="${cx}" cy="${cy}" rx="${9.15 * mx}" ry="${9.15 * my}"/>${ends}</g>`;
  const player = (fx: number, fy: number, colors: [string, string]) =>
    `<circle cx="${x0 + fx * w}" cy="${y0 + fy * h}" r="7" fill="${colors[0]}" stroke="${colors[1]}" stroke-width="2"/>`;
  const players = SHAPE.map(([fx, fy]) => player(fx, fy, home) + player(1 - fx, 1 - fy, away)).join("");
  return svg(width, height, stripes + lines + players);
}

/** A shield in the club's first colour, edged and lettered in its second. */
function crest(cx: number, top: number, colors: [string, string], letter: string): string {
  const [fill, ink] = colors;
  const path = `M${cx - 36} ${top}H${cx + 36}V${top + 46}Q${cx + 36} ${top + 78} ${cx} ${top + 90}Q${cx - 36} ${top + 78} ${cx - 36} ${top + 46}Z`;
  return `<path d="${path}" fill="${fill}" stroke="${ink}" stroke-width="4"/>${text(letter, cx, top + 24, 6, ink)}`;
}

/** The broadcaster's score bug, top left: each side's colour, short name and goals, full time. */
function scoreBug(scene: Extract<DemoScene, { kind: "match" }>, home: string, away: string): string {
  const cell = (value: string, x: number, width: number, fill: string) =>
    `<rect x="${x}" y="14" width="${width}" height="26" fill="${fill}"/>${text(value, x + width / 2, 20, 2, INK)}`;
  const name = (value: string) => value.slice(0, 3);
  return [
    `<rect x="16" y="14" width="6" height="26" fill="${home}"/>`,
    cell(name(scene.home.shortName), 22, 48, BOARD),
    cell(`${scene.homeScore}-${scene.awayScore}`, 70, 40, "#1e293b"),
    cell(name(scene.away.shortName), 110, 48, BOARD),
    `<rect x="158" y="14" width="6" height="26" fill="${away}"/>`,
    cell("FT", 168, 30, "#b91c1c"),
  ].join("");
}

/** The opening card: both crests and the score, or the caption, on a dark panel over the pitch. */
function titleCard(scene: DemoScene, home: [string, string], away: [string, string]): string {
  const { width, height } = FRAME;
  if (scene.kind === "caption") {
    const scale = Math.max(1, Math.min(4, Math.floor((width - 80) / Math.max(1, pixelWidth(scene.caption)))));
    const panel = pixelWidth(scene.caption) * scale + 48;
    return `<rect x="${(width - panel) / 2}" y="${height - 86}" width="${panel}" height="${7 * scale + 32}" rx="8" fill="${BOARD}" fill-opacity="0.85"/>${text(scene.caption, width / 2, height - 70, scale, INK)}`;
  }
  const score = `${scene.homeScore}-${scene.awayScore}`;
  return [
    `<rect x="150" y="98" width="340" height="164" rx="12" fill="${BOARD}" fill-opacity="0.85"/>`,
    crest(220, 112, home, scene.home.shortName.slice(0, 1)),
    crest(420, 112, away, scene.away.shortName.slice(0, 1)),
    text(score, 320, 146, 6, INK),
    text(scene.home.shortName.slice(0, 3), 220, 214, 3, INK),
    text(scene.away.shortName.slice(0, 3), 420, 214, 3, INK),
  ].join("");
}

const png = (markup: string) => Buffer.from(new Resvg(markup).render().asPng());

/**
 * The still layers ffmpeg moves and stacks: the pitch with both teams on it, the ball, and what
 * sits on the frame (the score bug and the opening card). Drawn as SVG and rasterised by resvg,
 * which takes a few milliseconds.
 */
export function sceneLayers(scene: DemoScene): { pitch: Buffer; ball: Buffer; bug: Buffer; card: Buffer } {
  const { home, away } = kits(scene);
  const { width, height } = FRAME;
  return {
    pitch: png(pitchSvg(home, away)),
    ball: png(
      svg(12, 12, `<circle cx="6" cy="6" r="5" fill="#ffffff" stroke="#111827" stroke-width="1.5"/>`),
    ),
    bug: png(svg(width, height, scene.kind === "match" ? scoreBug(scene, home[0], away[0]) : "")),
    card: png(svg(width, height, titleCard(scene, home, away))),
  };
}
