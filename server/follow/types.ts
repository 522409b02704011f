/** What a fan follows, by id, in the order they starred them. */
export type Favourites = { teams: number[]; competitions: number[]; matches: number[] };

/** Most favourites of one kind an account keeps. */
export const FAVOURITES_LIMIT = 500;
