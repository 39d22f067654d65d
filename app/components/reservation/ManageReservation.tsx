import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/booking/money";
import type { ReservationView } from "~/reservation/view";
import { FrameReturnField, useEmbedMode } from "~/components/EmbedFields";

/** The refusal that brings the cancel step back with today's fee (MANAGE_ERRORS.feeChanged). */
const FEE_CHANGED = "reservation.errors.feeChanged";

/** Spec §2: time suggestions every hour from 08:00 to 21:00; any valid HH:MM is accepted. */
const TIME_SUGGESTIONS = Array.from({ length: 14 }, (_, index) => `${String(8 + index).padStart(2, "0")}:00`);

export interface InstalmentMethod {
  method: string;
  name: string;
  details: string[];
}

export interface ManageProps {
  reservation: ReservationView;
  methods: InstalmentMethod[];
  /** Field → translation key of what is wrong, from the last post. */
  errors: Record<string, string>;
  /** What the guest typed in the last post, shown again. */
  typed: Record<string, string>;
  /** The cancellation step: shown before anything changes. */
  confirmCancel: boolean;
  /** This page's address (keeping o and lang), for the cancel step's links. */
  here: string;
  /** A card payment the PMS prepared: the form the guest posts to the provider's page. */
  card: { url: string; envKey: string; envData: string; amount: number; currency: string } | null;
  /** PayPal's buttons for the next instalment, when the guest chose PayPal and the hotel takes it. */
  paypal: PayPalCheckoutView | null;
  /** Right after booking: PayPal's buttons load at once, without a click to open them. */
  payPalOpen?: boolean;
  /** The card payment is already one button away at the top of the page (right after booking). */
  cardShownAbove?: boolean;
}

export interface PayPalCheckoutView {
  sdkUrl: string;
  invoiceId: number;
  amount: number;
  currency: string;
  /** Written on the PayPal order; the PMS checks the capture carries them. */
  references: { invoice_id: string; custom_id: string };
}

/** Every change a guest may make, each a plain form with its `intent` (works without JavaScript). */
export function ManageReservation({ reservation, methods, errors, typed, confirmCancel, here, card, paypal, payPalOpen = false, cardShownAbove = false }: ManageProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const can = reservation.can;
  const { next, actions } = reservation.account;
  // "I have paid" only for the way the guest chose (a transfer, Revolut): the hotel's details for it.
  const reported = methods.filter((method) => method.method === actions.report);
  // A cancelled reservation has nothing left to change.
  if (reservation.status === "Canceled") return null;
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="field__errors" role="alert">
        {t(errors[name]!)}
      </p>
    ) : null;

  return (
    <section className="reservation-manage" aria-labelledby="manage-heading">
      <h2 id="manage-heading">{t("reservation.manageHeading")}</h2>
      {errors.intent && errors.intent !== FEE_CHANGED ? (
        <p className="booking-notice booking-notice--error" role="alert">
          {t(errors.intent)}
        </p>
      ) : null}
      <datalist id="time-suggestions">
        {TIME_SUGGESTIONS.map((time) => (
          <option key={time} value={time} />
        ))}
      </datalist>

      {can.setArrival ? <TimeForm intent="arrival-time" name="arrival_time" label={t("reservation.arrivalTime")} value={typed.arrival_time ?? reservation.arrivalTime ?? ""} error={errors.arrival_time} here={here} /> : null}
      {can.setDeparture ? <TimeForm intent="departure-time" name="departure_time" label={t("reservation.departureTime")} value={typed.departure_time ?? reservation.departureTime ?? ""} error={errors.departure_time} here={here} /> : null}
      {can.note ? <NoteForm value={typed.note ?? reservation.note} error={errors.note} here={here} /> : null}

      {card ? (
        <CardProviderForm card={card} />
      ) : actions.card && next && !cardShownAbove ? (
        <Form method="post" action={`${here}#payment`} className="manage-form">
          <input type="hidden" name="intent" value="card" />
          <FrameReturnField />
          <input type="hidden" name="invoice_id" value={next.invoiceId} />
          {/* The amount on this page: the server starts the payment only if it is still what is due. */}
          <input type="hidden" name="amount" value={next.amount} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("reservation.payNowByCard", { amount: formatMoney(next.amount, next.currency, i18n.language) })}
          </button>
        </Form>
      ) : null}

      {paypal && actions.paypal ? <PayPalPayment checkout={paypal} open={payPalOpen} /> : null}

      {reported.length > 0 && next ? (
        <Form method="post" action={`${here}#payment`} className="manage-form manage-form--pay" data-testid="pay-reported">
          <h3>{t("reservation.payHeading")}</h3>
          <p>{t("reservation.payText")}</p>
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="invoice_id" value={next.invoiceId} />
          <input type="hidden" name="amount" value={next.amount} />
          <p>
            {t("reservation.payInvoice")}: {formatMoney(next.amount, next.currency, i18n.language)}
          </p>
          <fieldset aria-describedby={errors.payment_method ? "payment_method-error" : undefined}>
            <legend>{t("reservation.payMethod")}</legend>
            {reported.map((method) => (
              <div key={method.method} className="payment-option">
                <label>
                  <input type="radio" name="payment_method" value={method.method} defaultChecked />
                  {method.name}
                </label>
                {method.details.map((detail) => (
                  <p key={detail} className="payment-option__instructions">
                    {detail}
                  </p>
                ))}
              </div>
            ))}
          </fieldset>
          {fieldError("payment_method")}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("reservation.paySubmit")}
          </button>
        </Form>
      ) : null}

      {can.cancel ? (
        confirmCancel ? (
          <div id="cancel" className="cancel-confirm" role="group" aria-labelledby="cancel-heading">
            <h3 id="cancel-heading">{t("reservation.cancelConfirmHeading", { id: reservation.id })}</h3>
            {/* Where the guest is looking: the fee they confirmed is not today's any more. */}
            {errors.intent === FEE_CHANGED ? (
              <p className="booking-notice booking-notice--error" role="alert">
                {t(FEE_CHANGED)}
              </p>
            ) : null}
            <p>
              {reservation.cancellationFee && reservation.cancellationFee > 0
                ? t("reservation.feeToday", { fee: formatMoney(reservation.cancellationFee, reservation.currency, i18n.language) })
                : t("reservation.feeFree")}
            </p>
            {/* Back at this step when the fee changed, also without JavaScript (the answer opens at #cancel). */}
            <Form method="post" action={`${here}#cancel`}>
              <input type="hidden" name="intent" value="cancel" />
              {/* The fee just shown: the server cancels only at this fee, or shows the new one and asks again. */}
              <input type="hidden" name="fee" value={reservation.cancellationFee ?? 0} />
              <button type="submit" className="button button--danger" disabled={busy}>
                {t("reservation.cancelConfirm")}
              </button>{" "}
              <Link to={here}>{t("reservation.cancelKeep")}</Link>
            </Form>
          </div>
        ) : (
          <p>
            <Link to={`${here}${here.includes("?") ? "&" : "?"}confirm=cancel#cancel`} className="button button--secondary">
              {t("reservation.cancel")}
            </Link>
          </p>
        )
      ) : null}
    </section>
  );
}

/**
 * The provider's own page takes the card: a plain form to its address, as it asks, one button; in
 * the hotel's own website at the top level, never inside the frame (docs/decisions/016).
 */
export function CardProviderForm({ card }: { card: NonNullable<ManageProps["card"]> }) {
  const { t, i18n } = useTranslation();
  const embedded = useEmbedMode() !== null;
  return (
    <form method="post" action={card.url} className="manage-form manage-form--pay" id="card-payment" target={embedded ? "_top" : undefined}>
      <h3>{t("reservation.payByCard")}</h3>
      <p>{t("reservation.cardIntro", { amount: formatMoney(card.amount, card.currency, i18n.language) })}</p>
      <input type="hidden" name="env_key" value={card.envKey} />
      <input type="hidden" name="env_data" value={card.envData} />
      <button type="submit" className="button button--primary">
        {t("reservation.cardContinue")}
      </button>
    </form>
  );
}

/** Whether the page runs its JavaScript yet (never, when it is off). */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * One field saved where the guest is. With JavaScript a fetcher posts it and the answer ("Saved."
 * or what is wrong) appears under the button, the page staying put; without it the form posts to
 * this page's address with the form's own anchor, so the answer opens where the guest was.
 */
function InPlaceField({
  intent,
  anchor,
  here,
  label,
  fieldId,
  errorId,
  error,
  control,
}: {
  intent: string;
  anchor: string;
  here: string;
  label: string;
  fieldId: string;
  errorId: string;
  /** What the page's last post said was wrong (without JavaScript). */
  error: string | undefined;
  /** The input itself, told whether it is invalid and which message describes it. */
  control: (state: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ saved?: string; errors?: Record<string, string> }>();
  const hydrated = useHydrated();
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;
  const shown = (answered?.errors ? Object.values(answered.errors)[0] : undefined) ?? (answered ? undefined : error);
  return (
    <fetcher.Form method="post" action={`${here}#${anchor}`} className="manage-form" id={anchor}>
      <input type="hidden" name="intent" value={intent} />
      {/* Only a page that runs JavaScript asks for an answer in place of the usual redirect. */}
      {hydrated ? <input type="hidden" name="in_place" value="1" /> : null}
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        {control(shown ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        {shown ? (
          <p id={errorId} className="field__errors" role="alert">
            {t(shown)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {t("reservation.save")}
      </button>
      {answered?.saved ? (
        <p className="manage-form__saved" role="status">
          {t(answered.saved)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** One time of day to set (arrival or departure): any valid HH:MM, the hourly suggestions offered. */
function TimeForm({ intent, name, label, value, error, here }: { intent: string; name: string; label: string; value: string; error: string | undefined; here: string }) {
  const { t } = useTranslation();
  const id = name.replace("_", "-");
  return (
    <InPlaceField
      intent={intent}
      anchor={`change-${id}`}
      here={here}
      label={label}
      fieldId={id}
      errorId={`${name}-error`}
      error={error}
      control={(state) => <input id={id} name={name} list="time-suggestions" inputMode="numeric" autoComplete="off" maxLength={5} placeholder={t("reservation.timeHint")} defaultValue={value} {...state} />}
    />
  );
}

/** The guest's note for the hotel. */
function NoteForm({ value, error, here }: { value: string; error: string | undefined; here: string }) {
  const { t } = useTranslation();
  return (
    <InPlaceField
      intent="note"
      anchor="change-note"
      here={here}
      label={t("reservation.note")}
      fieldId="reservation-note"
      errorId="note-error"
      error={error}
      control={(state) => <textarea id="reservation-note" name="note" rows={3} maxLength={500} defaultValue={value} {...state} />}
    />
  );
}

type PayPalSdk = {
  Buttons(options: {
    createOrder: (data: unknown, actions: { order: { create(order: unknown): Promise<string> } }) => Promise<string>;
    onApprove: (data: { orderID: string }, actions: { order: { capture(): Promise<{ purchase_units?: Array<{ payments?: { captures?: Array<{ id: string; status: string }> } }> }> } }) => Promise<void>;
  }): { render(container: HTMLElement): Promise<void> };
};

/**
 * PayPal's buttons (spec §7): its script loads only once the guest picks PayPal, and the capture it
 * reports is recorded with the PMS by this page's own form. PayPal needs JavaScript; without it
 * the guest is told to choose another way.
 */
function PayPalPayment({ checkout, open }: { checkout: PayPalCheckoutView; open: boolean }) {
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
          createOrder: (_data, actions) => actions.order.create({ purchase_units: [{ amount: { value: checkout.amount.toFixed(2), currency_code: checkout.currency }, ...checkout.references }] }),
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
