/**
 * The few HTML pages a PMS and its payment provider serve to the guest's browser directly:
 * the shared proforma invoice and a fake mobilPay sandbox (form → "Pay" → back to the shop).
 * They are not API endpoints: no contract, no faults, no call counting.
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { payDueInstalments } from "./instalments";
import { PmsError } from "./pms-error";
import { organisationById, type World } from "./world";

const escapeHtml = (text: unknown): string => String(text ?? "").replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string, status = 200) =>
  new HttpResponse(
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#222}table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}.amount{font-size:2rem;font-weight:700}button{font-size:1.1rem;padding:.6rem 1.6rem;background:#1d3557;color:#fff;border:0;border-radius:4px;cursor:pointer}@media print{button{display:none}}</style>
</head><body>${body}</body></html>`,
    { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } },
  );

const LABELS = {
  ro: {
    title: "Factură proformă",
    due: "Scadență",
    amount: "Sumă",
    paid: "Plătit",
    unpaid: "Neplătit",
    total: "Total",
    guest: "Client",
    reservation: "Rezervarea",
  },
  en: {
    title: "Proforma invoice",
    due: "Due date",
    amount: "Amount",
    paid: "Paid",
    unpaid: "Unpaid",
    total: "Total",
    guest: "Guest",
    reservation: "Reservation",
  },
} as const;

interface PaymentEnvelope {
  reservation_id: number;
  invoice_id: number;
  amount: number;
  currency: string;
  return_url: string | null;
}

/** The payment a sandbox form posts (its envelope) and the reservation it is for. */
async function paymentOf(world: World, request: Request) {
  const form = await request.formData().catch(() => undefined);
  const envelope = openEnvelope(form?.get("env_data"));
  const reservation = envelope && world.reservations.get(envelope.reservation_id);
  return envelope && reservation ? { envelope, reservation } : null;
}

/** The provider sends the guest back to the shop's page, when the shop gave one. */
const backToShop = (envelope: PaymentEnvelope): Response | null =>
  envelope.return_url && /^https?:\/\//.test(envelope.return_url) ? new HttpResponse(null, { status: 303, headers: { location: envelope.return_url } }) : null;

function openEnvelope(envData: unknown): PaymentEnvelope | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(String(envData ?? ""), "base64").toString("utf8")) as Partial<PaymentEnvelope>;
    if (typeof parsed.reservation_id !== "number" || typeof parsed.invoice_id !== "number" || typeof parsed.amount !== "number") return undefined;
    return {
      reservation_id: parsed.reservation_id,
      invoice_id: parsed.invoice_id,
      amount: parsed.amount,
      currency: String(parsed.currency ?? ""),
      return_url: parsed.return_url ?? null,
    };
  } catch {
    return undefined;
  }
}

/** The PMS admin pages the plan grid links to (docs/spec.md §2 internal links), on the demo's ADMIN_URL. */
export const ADMIN_PAGES = [
  "/rates/inventory-bulk-edit",
  "/rates/inventory-inspector-detail",
  "/rates/inspector-detail",
  "/org/settings/financials/rate-plans",
] as const;

/** A stand-in for a PMS admin page: says which page and which parameters the grid sent. */
const adminStandIn = (pathname: string) =>
  http.get(`*${pathname}`, ({ request }) => {
    const params = [...new URL(request.url).searchParams].map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`).join("");
    return page(`PMS admin ${pathname}`, `<h1>PMS admin (mock)</h1><p><code>${escapeHtml(pathname)}</code></p><table>${params}</table>`);
  });

export function createPageHandlers(getWorld: () => World): HttpHandler[] {
  return [
    ...ADMIN_PAGES.map(adminStandIn),
    // The printable proforma behind an invoice-share link, in the language it was shared in. Only
    // with the token `shareInvoice` handed out for this very invoice: a wrong, missing or old
    // token, a token walked to another invoice id, and the id alone (`/public/invoice/:id`, which
    // matches no handler) are all 404, as on a real PMS.
    http.get("*/public/invoice/:invoiceId/:token", ({ params }) => {
      const world = getWorld();
      const share = world.invoiceShares.get(String(params.token));
      const notFound = () => page("404", "<h1>404</h1><p>Invoice not found.</p>", 404);
      if (!share || String(share.invoice_id) !== params.invoiceId) return notFound();
      const invoiceId = share.invoice_id;
      const language = share.language === "ro" ? "ro" : "en";
      const t = LABELS[language];
      const reservation = [...world.reservations.values()].find((candidate) => candidate.invoices?.some((invoice) => Number(invoice.id) === invoiceId));
      const invoice = reservation?.invoices?.find((candidate) => Number(candidate.id) === invoiceId);
      if (!reservation || !invoice) return notFound();
      const seller = organisationById(world, reservation.org_id)?.profile.settings_financials?.invoice;
      const rows = (invoice.due_dates ?? [])
        .map(
          (due) =>
            `<tr><td>${escapeHtml(due.due_date_text ?? due.due_date)}</td><td>${escapeHtml(due.note?.[language] ?? "")}</td><td>${due.amount.toFixed(2)} ${escapeHtml(invoice.currency)}</td><td>${due.paid ? t.paid : t.unpaid}</td></tr>`,
        )
        .join("");
      const total = invoice.due_dates?.[0]?.total_amount_with_all_taxes ?? 0;
      return page(
        `${t.title} ${invoiceId}`,
        `<h1>${t.title} nr. ${invoiceId}</h1>
<p><strong>${escapeHtml(seller?.business_name)}</strong><br>${escapeHtml(seller?.vat_number)} · ${escapeHtml(seller?.business_registry)}<br>${escapeHtml(seller?.bank_name)} ${escapeHtml(seller?.bank_account)}</p>
<p>${t.guest}: ${escapeHtml(reservation.first_name)} ${escapeHtml(reservation.last_name)}<br>${t.reservation}: ${reservation.id}</p>
<ul>${(invoice.line_items ?? []).map((item) => `<li>${escapeHtml(item.title[language] ?? item.title.en)}</li>`).join("")}</ul>
<table><tr><th>${t.due}</th><th></th><th>${t.amount}</th><th></th></tr>${rows}</table>
<p class="amount">${t.total}: ${total.toFixed(2)} ${escapeHtml(invoice.currency)}</p>
<button onclick="print()">Print</button>`,
      );
    }),

    // The card provider's page: the shop posts env_key + env_data here and the guest sees the amount.
    http.post("*/__mock/mobilpay/pay", async ({ request }) => {
      const form = await request.formData().catch(() => undefined);
      const envelope = openEnvelope(form?.get("env_data"));
      if (!envelope || !form?.get("env_key")) return page("mobilPay", "<h1>mobilPay sandbox</h1><p>Invalid payment request.</p>", 400);
      return page(
        "mobilPay sandbox",
        `<h1>mobilPay sandbox</h1><p>Test card 4111 1111 1111 1111</p>
<p class="amount">${envelope.amount.toFixed(2)} ${escapeHtml(envelope.currency)}</p>
<form method="post" action="/__mock/mobilpay/pay/confirm"><input type="hidden" name="env_data" value="${escapeHtml(form.get("env_data"))}"><button type="submit">Pay</button></form>
<form method="post" action="/__mock/mobilpay/pay/decline"><input type="hidden" name="env_data" value="${escapeHtml(form.get("env_data"))}"><button type="submit">Decline</button></form>`,
      );
    }),

    // "Pay": settle what falls due together (docs/decisions/053), then send the guest back to the shop.
    http.post("*/__mock/mobilpay/pay/confirm", async ({ request }) => {
      const world = getWorld();
      const payment = await paymentOf(world, request);
      if (!payment) return page("mobilPay", "<h1>mobilPay sandbox</h1><p>Unknown payment.</p>", 400);
      const { envelope, reservation } = payment;
      try {
        payDueInstalments(world, reservation, envelope.invoice_id, "mobilpay", { error_code: "0", message: "Approved", card_masked: "4111********1111" });
      } catch (error) {
        if (!(error instanceof PmsError)) throw error;
        return page("mobilPay", `<h1>mobilPay sandbox</h1><p>${escapeHtml(error.message)}</p>`, error.status);
      }
      return (
        backToShop(envelope) ??
        page("mobilPay", `<h1>mobilPay sandbox</h1><p>Payment approved: ${envelope.amount.toFixed(2)} ${escapeHtml(envelope.currency)}.</p>`)
      );
    }),

    // "Decline": the card is refused; the PMS records the failed order (its error code and message,
    // the masked card) and nothing is paid, then the guest goes back to the shop.
    http.post("*/__mock/mobilpay/pay/decline", async ({ request }) => {
      const world = getWorld();
      const payment = await paymentOf(world, request);
      if (!payment) return page("mobilPay", "<h1>mobilPay sandbox</h1><p>Unknown payment.</p>", 400);
      const { envelope, reservation } = payment;
      const order = { error_code: "16", message: "Card declined by the issuing bank", card_masked: "4111********1111" };
      reservation.payments = [
        ...(reservation.payments ?? []),
        { id: world.nextId.payment++, amount: 0, method: "mobilpay", invoice_id: envelope.invoice_id, order },
      ];
      return backToShop(envelope) ?? page("mobilPay", `<h1>mobilPay sandbox</h1><p>${escapeHtml(order.message)}</p>`);
    }),
  ];
}
