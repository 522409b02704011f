import { randomInt } from "node:crypto";

// Crockford's base32 without I, L, O and U: nothing to misread when typed into a bank's memo field.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A payment's human reference, e.g. GL7K3M9QX2: 40 random bits after a fixed prefix. */
export function newReference(): string {
  let code = "GL";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Banks pass memos through in many shapes ("gl-7k3m 9qx2"): compare letters and digits only. */
export const normalizeReference = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
