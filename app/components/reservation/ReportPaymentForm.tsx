import { Form } from "@remix-run/react";
import { useTranslation } from "#translation";
import { formatMoney } from "~/booking/money";
import { FailureNotice } from "~/components/Notifications";
import type { ReservationView } from "~/reservation/view";
import type { ActionFailure } from "~/site/action-failure";
import type { LocalizedText } from "~/site/localized";
import { HotelLanguageNote, langOf } from "~/components/HotelText";

/** A way to pay the guest reports themselves, with what they need to pay by it. */
export interface InstalmentMethod {
  method: string;
  name: string;
  details: LocalizedText[];
}

/** "I have paid" the next instalment by the way the guest chose (a transfer, Revolut): the hotel's details for it. */
export function ReportPaymentForm({
  next,
  methods,
  error,
  failure,
  here,
  busy,
}: {
  next: NonNullable<ReservationView["account"]["next"]>;
  methods: InstalmentMethod[];
  error: string | undefined;
  failure: ActionFailure | null;
  here: string;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Form method="post" action={`${here}#payment`} className="manage-form manage-form--pay" data-testid="pay-reported">
      <h3>{t("reservation.payHeading")}</h3>
      <p>{t("reservation.payText")}</p>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="invoice_id" value={next.invoiceId} />
      <input type="hidden" name="amount" value={next.amount} />
      <p>
        {t("reservation.payInvoice")}: {formatMoney(next.amount, next.currency, i18n.language)}
      </p>
      <fieldset aria-describedby={error ? "payment_method-error" : undefined}>
        <legend>{t("reservation.payMethod")}</legend>
        {methods.map((method) => (
          <div key={method.method} className="payment-option">
            <label>
              <input type="radio" name="payment_method" value={method.method} defaultChecked />
              {method.name}
            </label>
            {method.details.map((detail) => (
              <p key={detail.text} className="payment-option__instructions" lang={langOf(detail, i18n.language)}>
                {detail.text}
              </p>
            ))}
            <HotelLanguageNote lang={method.details[0]?.lang} className="payment-option__instructions hotel-language-note" />
          </div>
        ))}
      </fieldset>
      {error ? (
        <p id="payment_method-error" className="field__errors" role="alert">
          {t(error)}
        </p>
      ) : null}
      <FailureNotice failure={failure} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("reservation.paySubmit")}
      </button>
    </Form>
  );
}
