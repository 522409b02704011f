/** The content codings this server ever sends. */
export type Coding = "br" | "gzip";

const CODINGS: Coding[] = ["br", "gzip"];
const accepts = (name: Coding) =>
  new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q\\s*=\\s*([0-9.]+))?\\s*(?:,|$)`, "i");
const PATTERNS = { br: accepts("br"), gzip: accepts("gzip") };
const NONE: ReadonlySet<Coding> = new Set();
/** Browsers send one of a handful of Accept-Encoding values: each is read once. */
const known = new Map<string, ReadonlySet<Coding>>();

/** The codings among ours that an Accept-Encoding allows (named, with a q above 0). */
export function acceptedCodings(accept: string | null | undefined): ReadonlySet<Coding> {
  if (!accept) return NONE;
  const cached = known.get(accept);
  if (cached) return cached;
  const allowed = new Set(
    CODINGS.filter((name) => {
      const match = PATTERNS[name].exec(accept);
      return match !== null && (match[1] === undefined || Number(match[1]) > 0);
    }),
  );
  if (known.size >= 100) known.clear();
  known.set(accept, allowed);
  return allowed;
}
