/**
 * A clip's address: its match's highlight page, which plays the match's newest clip, with the
 * clip named so a match with several keeps each one's own address (docs/decisions/050-match-highlight-addresses.md).
 */
export const highlightPath = (matchId: number, clipId: number) =>
  `/match-highlight/${matchId}?clip=${clipId}`;
