import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#translation";
import { formatMoney } from "~/booking/money";
import { useHydrated } from "~/components/useHydrated";

export interface PayPalCheckoutView {
  sdkUrl: string;
  invoiceId: number;
  amount: number;
  currency: string;
  /** Written on the PayPal order; the PMS checks the capture carries them. */
  references: { invoice_id: string; custom_id: string };
}

type PayPalSdk = {
  Buttons(options: {
    createOrder: (data: unknown, actions: { order: { create(order: unknown): Promise<string> } }) => Promise<string>;
    onApprove: (
      data: { orderID: string },
      actions: { order: { capture(): Promise<{ purchase_units?: Array<{ payments?: { captures?: Array<{ id: string; status: string }> } }> }> } },
    ) => Promise<void>;
  }): { render(container: HTMLElement): Promise<void> };
};

/**
 * PayPal's buttons (docs/spec.md §7): its script loads only once the guest picks PayPal, and the capture it
 * reports is recorded with the PMS by this page's own form. PayPal needs JavaScript; without it
 * the guest is told to choose another way.
 */
export function PayPalPayment({ checkout, open }: { checkout: PayPalCheckoutView; open: boolean }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<{ errors?: Record<string, string> }>();
  const refused = fetcher.state === "idle" ? fetcher.data?.errors?.intent : undefined;
  const hydrated = useHydrated();
  // Chosen at booking and just booked: the buttons load at once; otherwise once the guest asks.
  const [chosen, setChosen] = useState(open);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!chosen || !container.current) return;
    const script = document.createElement("script");
    script.src = checkout.sdkUrl;
    script.async = true;
    script.onload = () => {
      const paypal = (window as unknown as { paypal?: PayPalSdk }).paypal;
      if (!paypal || !container.current) return;
      void paypal
        .Buttons({
          // Exactly the amount shown above, with our references: the PMS verifies the capture against both.
          createOrder: (_data, actions) =>
            actions.order.create({
              purchase_units: [{ amount: { value: checkout.amount.toFixed(2), currency_code: checkout.currency }, ...checkout.references }],
            }),
          onApprove: async (data, actions) => {
            const capture = (await actions.order.capture()).purchase_units?.[0]?.payments?.captures?.[0];
            if (!capture) return;
            // Only the ids: whether it is paid is for the PMS to ask PayPal, not for this page to say.
            fetcher.submit({ intent: "paypal", invoice_id: String(checkout.invoiceId), order_id: data.orderID, capture_id: capture.id }, { method: "post" });
          },
        })
        .render(container.current);
    };
    document.head.appendChild(script);
    return () => script.remove();
    // The buttons are made once per choice; the fetcher is stable for this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, checkout.sdkUrl]);

  return (
    <div className="manage-form manage-form--pay" data-testid="paypal" id="paypal-payment">
      <h3>{t("reservation.payPal")}</h3>
      <p>{t("reservation.paypalIntro", { amount: formatMoney(checkout.amount, checkout.currency, i18n.language) })}</p>
      {/* Until the page runs its JavaScript (never, when it is off), PayPal cannot work. */}
      {!hydrated ? <p>{t("reservation.paypalNeedsJs")}</p> : null}
      {refused ? (
        <p className="booking-notice booking-notice--error" role="alert">
          {t(refused)}
        </p>
      ) : null}
      {hydrated && !chosen ? (
        <button type="button" className="button button--primary" onClick={() => setChosen(true)}>
          {t("reservation.payPal")}
        </button>
      ) : null}
      <div ref={container} />
    </div>
  );
}
