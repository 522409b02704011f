/**
 * An Idempotency-Key as every path that takes one reads it (the API's header, the admin forms, the
 * live console): 8 to 200 visible ASCII characters, so a UUID, a ULID or a client's own scheme fits.
 */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

/** Why a key was refused, in the words every path answers with. */
export const IDEMPOTENCY_KEY_RULE = "Idempotency-Key must be 8 to 200 visible ASCII characters.";
