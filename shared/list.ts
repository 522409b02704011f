/** A page of a list and how many there are in all: the API's `{ data, total }`. */
export type List<T> = { data: T[]; total: number };
