/** The notice of a session whose tokens both expired, as the specification words it (docs/product.md: Errors). */
export const SESSION_EXPIRED_MESSAGE = "Both token and refresh token have expired. Your request was aborted.";
