import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "#translation";
import { formatMoney } from "~/booking/money";
import { FrameReturnField, useEmbedMode } from "~/components/EmbedFields";
import type { ReservationView } from "~/reservation/view";

/** A card payment the PMS prepared: the form the guest posts to the provider's page. */
export interface CardProviderView {
  url: string;
  envKey: string;
  envData: string;
  amount: number;
  currency: string;
}

/**
 * The provider's own page takes the card: a plain form to its address, as it asks, one button; in
 * the hotel's own website at the top level, never inside the frame (docs/decisions/016).
 */
export function CardProviderForm({ card, focus = false }: { card: CardProviderView; focus?: boolean }) {
  const { t, i18n } = useTranslation();
  const embedded = useEmbedMode() !== null;
  const button = useRef<HTMLButtonElement>(null);
  // Prepared after the guest's click (a retry, say): the way on is where they look (without JavaScript the answer opens at #card-payment).
  useEffect(() => {
    if (focus) {
      button.current?.focus();
      button.current?.scrollIntoView({ block: "center" });
    }
  }, [focus, card.envData]);
  return (
    <form method="post" action={card.url} className="manage-form manage-form--pay" id="card-payment" target={embedded ? "_top" : undefined}>
      <h3>{t("reservation.payByCard")}</h3>
      <p>{t("reservation.cardIntro", { amount: formatMoney(card.amount, card.currency, i18n.language) })}</p>
      <input type="hidden" name="env_key" value={card.envKey} />
      <input type="hidden" name="env_data" value={card.envData} />
      <button type="submit" className="button button--primary" ref={button}>
        {t("reservation.cardContinue")}
      </button>
    </form>
  );
}

/** The button that asks the PMS to prepare the provider's form for the next instalment. */
export function CardPaymentButton({ next, here, busy }: { next: NonNullable<ReservationView["account"]["next"]>; here: string; busy: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Form method="post" action={`${here}#card-payment`} className="manage-form" id="card-payment">
      <input type="hidden" name="intent" value="card" />
      <FrameReturnField />
      <input type="hidden" name="invoice_id" value={next.invoiceId} />
      {/* The amount on this page (all that falls due now, docs/decisions/053): the server starts the payment only if it is still what is due. */}
      <input type="hidden" name="amount" value={next.amount} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("reservation.payNowByCard", { amount: formatMoney(next.amount, next.currency, i18n.language) })}
      </button>
    </Form>
  );
}
