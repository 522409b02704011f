import { defineMessages, useT } from "../../lib/i18n.tsx";

const m = defineMessages({
  ageLimit: {
    id: "odds.gambling.age-limit",
    defaultMessage: "18+",
    description: "Badge: betting is for adults only; the legal age as your market writes it",
  },
  notice: {
    id: "odds.gambling.notice",
    defaultMessage:
      "Prices for information only; we take no bets. Gamble responsibly: <link>help and advice at BeGambleAware</link>.",
    description: "Beside every odds widget; <link> goes to BeGambleAware's site (in English)",
  },
});

/** Beside every odds widget: the age limit and where to get help. Goalline takes no bets. */
export function GamblingNotice() {
  const t = useT();
  return (
    <p className="border-t border-line px-3 py-2 text-xs text-muted" data-gambling-notice>
      <strong className="me-1 rounded border border-line px-1 font-semibold text-fg" dir="ltr">
        {t(m.ageLimit)}
      </strong>
      {t.rich(m.notice, {
        link: (chunks) => (
          <a
            key="link"
            href="https://www.begambleaware.org/"
            className="font-semibold text-accent underline"
            rel="noopener noreferrer"
            target="_blank"
          >
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
