import { defineMessages, useT } from "../../lib/i18n.tsx";
import { LanguageSwitcher } from "../shell/language-switcher.tsx";
import { navMessages } from "../shell/shell-messages.ts";
import { AccountSection } from "./account-section.tsx";

const m = defineMessages({
  description: {
    id: "account.language.description",
    defaultMessage: "The site, your e-mails and your notifications use the language you read in.",
  },
});

/** The account's language: the same switcher as the menu's, which the account then follows. */
export function LanguageSection() {
  const t = useT();
  return (
    <AccountSection title={t(navMessages.language)} anchor="language" description={t(m.description)}>
      <LanguageSwitcher landmark={false} />
    </AccountSection>
  );
}
