import { Trans, useTranslation } from "react-i18next";

/**
 * The sentence over the sign-in on the way (docs/spec.md §8: "… already registered … Please enter your
 * existing password or reset it."): "reset it" is a link to the integrator's reset page
 * (PASSWORD_RESET_URL), opened in a new tab so the booking form stays as typed; without one the
 * sentence asks for the password alone, promising nothing it cannot lead to.
 */
export function AlreadyRegistered({ email, resetUrl }: { email: string; resetUrl: string | null }) {
  const { t } = useTranslation();
  if (!resetUrl) return <p id="inline-sign-in-text">{t("booking.details.alreadyRegistered", { email })}</p>;
  return (
    <p id="inline-sign-in-text">
      <Trans
        i18nKey="booking.details.alreadyRegisteredOrReset"
        // The e-mail is an element of its own, not a value: what a guest typed is never parsed as markup.
        components={{
          email: <span>{email}</span>,
          // Trans puts the translated words ("reset it") inside the link.
          reset: <a href={resetUrl} target="_blank" rel="noreferrer" />,
        }}
      />
    </p>
  );
}
