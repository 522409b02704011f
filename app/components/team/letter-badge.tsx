/** Letters on a round badge, ringed in the letters' colour so it stands out on pages of any shade. */
export function LetterBadge({
  letters,
  fill,
  ink,
  className,
  ring = 3,
  fontSize = 16,
  letterSpacing = 0,
  data,
}: {
  letters: string;
  fill: string;
  ink: string;
  className: string;
  ring?: number;
  fontSize?: number;
  letterSpacing?: number;
  /** A data attribute naming what the badge stands for, e.g. `{ "data-crest": "ARS" }`. */
  data: Record<`data-${string}`, string>;
}) {
  return (
    <svg aria-hidden viewBox="0 0 40 40" className={className} {...data}>
      <circle cx="20" cy="20" r="18.5" fill={fill} stroke={ink} strokeWidth={ring} />
      <text
        x="20"
        y="20"
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
