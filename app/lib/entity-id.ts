import { MAX_ID, pageNotFound } from "./middleware.ts";

/** A page's numeric id as the database can hold it; anything else is a page that does not exist. */
export function entityId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(id) || id > MAX_ID) throw pageNotFound();
  return id;
}
