import { intlLocaleOf } from "../../../shared/i18n/locales.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import type { FormResult } from "../../lib/sports-view.ts";

const TONE: Record<FormResult, string> = {
  W: "bg-emerald-700 text-white",
  D: "bg-zinc-600 text-white",
  L: "bg-red-700 text-white",
};

const m = defineMessages({
  label: {
    id: "league.form.label",
    defaultMessage: "Form: {results}",
    description: "Spoken name of a team's last results, oldest first: 'Form: win, draw, loss'",
  },
  none: { id: "league.form.none", defaultMessage: "none", description: "Form: no results yet" },
  win: { id: "league.form.win", defaultMessage: "win", description: "A result in a team's form, spoken" },
  draw: { id: "league.form.draw", defaultMessage: "draw", description: "A result in a team's form, spoken" },
  loss: { id: "league.form.loss", defaultMessage: "loss", description: "A result in a team's form, spoken" },
  winShort: {
    id: "league.form.win.short",
    defaultMessage: "W",
    description: "One letter (or character) for a win in a team's form",
  },
  drawShort: {
    id: "league.form.draw.short",
    defaultMessage: "D",
    description: "One letter (or character) for a draw in a team's form",
  },
  lossShort: {
    id: "league.form.loss.short",
    defaultMessage: "L",
    description: "One letter (or character) for a loss in a team's form",
  },
});

const WORD: Record<FormResult, MessageDescriptor> = { W: m.win, D: m.draw, L: m.loss };
const LETTER: Record<FormResult, MessageDescriptor> = { W: m.winShort, D: m.drawShort, L: m.lossShort };

// One list formatter per language, shared by every row of every table.
const lists = new Map<string, Intl.ListFormat>();
function listIn(locale: string): Intl.ListFormat {
  let list = lists.get(locale);
  if (!list) {
    list = new Intl.ListFormat(locale, { type: "unit", style: "short" });
    lists.set(locale, list);
  }
  return list;
}

/** Last results, oldest first, as small coloured letters. */
export function FormPills({ form }: { form: FormResult[] }) {
  const t = useT();
  const results =
    form.length > 0 ? listIn(intlLocaleOf(t.locale)).format(form.map((r) => t(WORD[r]))) : t(m.none);
  return (
    <span className="inline-flex gap-0.5" role="img" aria-label={t(m.label, { results })}>
      {form.map((result, index) => (
        <span
          // Form is a fixed sequence; the position is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={`inline-flex h-4 w-4 items-center justify-center rounded-sm text-[9px] font-bold ${TONE[result]}`}
        >
          {t(LETTER[result])}
        </span>
      ))}
    </span>
  );
}
