/** A demo match as a sport's plan lays it out: its place in a round, its sides by key and its score so far. */
export type DemoFixture<Scores> = {
  round: string;
  roundNumber: number;
  /** Place in its round, top of the draw first; in a cup, its line in the draw. */
  slot: number;
  home: string;
  away: string;
  kickoffAt: Date;
  status: "scheduled" | "live" | "finished";
  homeScore: number | null;
  awayScore: number | null;
  scores: Scores;
  winner: string | null;
};
