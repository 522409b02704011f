/** The simple baseline: Elo ratings with a home bonus and the league's draw rate. */
export class Elo<T> {
  ratings = new Map<T, number>();
  readonly k = 20;
  readonly homeBonus = 60;
  readonly newcomer = 1450;

  rating(team: T) {
    return this.ratings.get(team) ?? this.newcomer;
  }

  /** Expected score of the home side (win 1, draw ½). */
  expected(home: T, away: T, neutral = false): number {
    const diff = this.rating(home) + (neutral ? 0 : this.homeBonus) - this.rating(away);
    return 1 / (1 + 10 ** (-diff / 400));
  }

  /** Home, draw, away: the draw at the league's rate, shrinking as the gap grows. */
  probabilities(home: T, away: T, drawRate: number, neutral = false): [number, number, number] {
    const e = this.expected(home, away, neutral);
    const draw = Math.min(drawRate, 2 * Math.min(e, 1 - e)) * 0.98;
    return [e - draw / 2, draw, 1 - e - draw / 2];
  }

  update(home: T, away: T, homeGoals: number, awayGoals: number, neutral = false) {
    const e = this.expected(home, away, neutral);
    const score = homeGoals > awayGoals ? 1 : homeGoals === awayGoals ? 0.5 : 0;
    const delta = this.k * (score - e);
    this.ratings.set(home, this.rating(home) + delta);
    this.ratings.set(away, this.rating(away) - delta);
  }
}
