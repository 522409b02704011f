import type { BadgeShape } from "./crest-badge.ts";

// A heater shield, flat across the top, drawn in a 40 x 40 box.
const SHIELD = "M5 3.5h30V18c0 9.6-6.4 15.9-15 19.2C11.4 33.9 5 27.6 5 18Z";

/** The shape in the badge's colours, edged in the letters' colour so it stands out on pages of any shade. */
function Shape({ shape, fill, ink, ring }: { shape: BadgeShape; fill: string; ink: string; ring: number }) {
  if (shape === "shield") {
    return (
      <>
        <path d={SHIELD} fill={fill} stroke={ink} strokeWidth={ring} strokeLinejoin="round" />
        {/* A band across the top in the second colour, as many club shields carry. */}
        <path d="M5 3.5h30v6H5Z" fill={ink} />
      </>
    );
  }
  if (shape === "roundel") {
    return (
      <>
        <circle cx="20" cy="20" r="19" fill={ink} />
        <circle cx="20" cy="20" r="15.5" fill={fill} />
        <circle cx="20" cy="20" r="13.6" fill="none" stroke={ink} strokeWidth="0.9" />
      </>
    );
  }
  return <circle cx="20" cy="20" r="18.5" fill={fill} stroke={ink} strokeWidth={ring} />;
}

/**
 * Letters on a generated badge, as inline SVG so a list of crests costs no requests. A crest is a
 * shield or a roundel, a player's avatar a disc; every size draws the same shape and colours.
 * With `label` the badge is an image of that name (a crest standing alone); otherwise it is hidden,
 * as the name stands beside it.
 */
export function LetterBadge({
  letters,
  fill,
  ink,
  shape = "disc",
  className,
  ring = 3,
  fontSize = 16,
  letterSpacing = 0,
  label,
  data,
}: {
  letters: string;
  fill: string;
  ink: string;
  shape?: BadgeShape;
  className: string;
  ring?: number;
  fontSize?: number;
  letterSpacing?: number;
  label?: string;
  /** A data attribute naming what the badge stands for, e.g. `{ "data-crest": "ARS" }`. */
  data: Record<`data-${string}`, string>;
}) {
  return (
    <svg
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      viewBox="0 0 40 40"
      className={className}
      data-shape={shape}
      {...data}
    >
      <Shape shape={shape} fill={fill} ink={ink} ring={ring} />
      <text
        x="20"
        // The shield's letters sit under its band, in the widest part of the field.
        y={shape === "shield" ? "21.5" : "20"}
        dy="0.36em"
        textAnchor="middle"
        fill={ink}
        fontSize={fontSize}
        fontWeight="800"
        letterSpacing={letterSpacing}
        fontFamily="system-ui, sans-serif"
      >
        {letters}
      </text>
    </svg>
  );
}
