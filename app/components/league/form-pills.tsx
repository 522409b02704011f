import type { FormResult } from "../../lib/sports-view.ts";

const TONE: Record<FormResult, string> = {
  W: "bg-emerald-700 text-white",
  D: "bg-zinc-600 text-white",
  L: "bg-red-700 text-white",
};

const WORD: Record<FormResult, string> = { W: "win", D: "draw", L: "loss" };

/** Last results, oldest first, as small coloured letters. */
export function FormPills({ form }: { form: FormResult[] }) {
  return (
    <span
      className="inline-flex gap-0.5"
      role="img"
      aria-label={`Form: ${form.map((r) => WORD[r]).join(", ") || "none"}`}
    >
      {form.map((result, index) => (
        <span
          // Form is a fixed sequence; the position is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={`inline-flex h-4 w-4 items-center justify-center rounded-sm text-[9px] font-bold ${TONE[result]}`}
        >
          {result}
        </span>
      ))}
    </span>
  );
}
