/** Beside every odds widget: the age limit and where to get help. Goalline takes no bets. */
export function GamblingNotice() {
  return (
    <p className="border-t border-line px-3 py-2 text-xs text-muted" data-gambling-notice>
      <strong className="mr-1 rounded border border-line px-1 font-semibold text-fg">18+</strong>
      Prices for information only; we take no bets. Gamble responsibly:{" "}
      <a
        href="https://www.begambleaware.org/"
        className="font-semibold text-accent underline"
        rel="noopener noreferrer"
        target="_blank"
      >
        help and advice at BeGambleAware
      </a>
      .
    </p>
  );
}
