import type { ReactNode } from "react";
import { useTranslation } from "#translation";

/**
 * The sentence over the sign-in on the way (docs/spec.md §8: "… already registered … Please enter your
 * existing password or reset it."): "reset it" is a link to the integrator's reset page
 * (PASSWORD_RESET_URL), opened in a new tab so the booking form stays as typed; without one the
 * sentence asks for the password alone, promising nothing it cannot lead to.
 */
export function AlreadyRegistered({ email, resetUrl }: { email: string; resetUrl: string | null }) {
  const { t } = useTranslation();
  if (!resetUrl) return <p id="inline-sign-in-text">{t("booking.details.alreadyRegistered", { email })}</p>;
  return <p id="inline-sign-in-text">{withSlots(t("booking.details.alreadyRegisteredOrReset"), email, resetUrl)}</p>;
}

/** Our own sentence's two places: `<email/>` and `<reset>…</reset>`. */
const SLOT = /<email\/>|<reset>(.*?)<\/reset>/g;

/**
 * The sentence with the e-mail as a text node of its own (what a guest typed is never read as
 * markup) and the words between `<reset>` tags as the link. Done here rather than with
 * react-i18next's `Trans`, whose HTML parser would weigh 2.5 KiB on every page.
 */
function withSlots(sentence: string, email: string, resetUrl: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of sentence.matchAll(SLOT)) {
    parts.push(sentence.slice(last, match.index));
    parts.push(
      match[1] === undefined ? (
        <span key={match.index}>{email}</span>
      ) : (
        <a key={match.index} href={resetUrl} target="_blank" rel="noreferrer">
          {match[1]}
        </a>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(sentence.slice(last));
  return parts;
}
