/**
 * PayPal's sandbox, as far as the hotel's checkout meets it: the JavaScript SDK the guest's browser
 * loads (`paypal.Buttons({ createOrder, onApprove })`), and the Orders API it calls to create an
 * order and capture it. The sandbox REMEMBERS every order and capture it made, so the mock PMS can
 * verify a capture the way a real PMS must (GET /v2/payments/captures/{id} at PayPal): a made-up
 * capture id, one that is not completed, or one for another amount or invoice is refused.
 */
import { randomBytes } from "node:crypto";
import { http, HttpResponse, type HttpHandler } from "msw";

export interface PayPalCapture {
  id: string;
  orderId: string;
  /** COMPLETED, or PENDING (held for review): only a completed capture has paid anything. */
  status: "COMPLETED" | "PENDING";
  amount: number;
  currency: string;
  /** What the shop wrote on the order: our invoice reference and the reservation. */
  invoiceId: string | null;
  customId: string | null;
}

interface PayPalOrder {
  id: string;
  amount: number;
  currency: string;
  invoiceId: string | null;
  customId: string | null;
  captureStatus: PayPalCapture["status"];
  captured: PayPalCapture | null;
}

export interface PayPalSandbox {
  orders: Map<string, PayPalOrder>;
  captures: Map<string, PayPalCapture>;
}

export const createPayPalSandbox = (): PayPalSandbox => ({ orders: new Map(), captures: new Map() });

const newId = (prefix: string) => `${prefix}${randomBytes(8).toString("hex").toUpperCase()}`;

/** The SDK runs on the shop's page and calls the sandbox's API on the origin it was loaded from. */
const SDK = `(function () {
  var api = new URL(document.currentScript.src).origin + "/__mock/paypal/v2/checkout/orders";
  function post(url, body) {
    // text/plain: a simple cross-origin request, no preflight.
    return fetch(url, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify(body || {}) }).then(function (response) {
      if (!response.ok) throw new Error("PayPal sandbox answered " + response.status);
      return response.json();
    });
  }
  window.paypal = {
    Buttons: function (options) {
      return {
        render: function (container) {
          var host = typeof container === "string" ? document.querySelector(container) : container;
          var button = document.createElement("button");
          button.type = "button";
          button.textContent = "PayPal sandbox: approve";
          button.setAttribute("data-paypal-sandbox", "");
          button.addEventListener("click", function () {
            var actions = { order: { create: function (order) { return post(api, order).then(function (created) { return created.id; }); } } };
            Promise.resolve(options.createOrder({}, actions)).then(function (orderID) {
              return options.onApprove({ orderID: orderID }, { order: { capture: function () { return post(api + "/" + encodeURIComponent(orderID) + "/capture"); } } });
            });
          });
          host.appendChild(button);
          return Promise.resolve();
        },
      };
    },
  };
})();`;

const cors = { "access-control-allow-origin": "*", "cache-control": "no-store" };

const OrderRequest = (body: unknown) => {
  const unit = (body as { purchase_units?: Array<{ amount?: { value?: unknown; currency_code?: unknown }; invoice_id?: unknown; custom_id?: unknown }> })
    ?.purchase_units?.[0];
  const amount = Number(unit?.amount?.value);
  const currency = unit?.amount?.currency_code;
  if (!unit || !Number.isFinite(amount) || amount <= 0 || typeof currency !== "string") return null;
  return {
    amount: Math.round(amount * 100) / 100,
    currency,
    invoiceId: typeof unit.invoice_id === "string" ? unit.invoice_id : null,
    customId: typeof unit.custom_id === "string" ? unit.custom_id : null,
  };
};

export function createPayPalHandlers(getSandbox: () => PayPalSandbox): HttpHandler[] {
  return [
    http.get(
      "*/__mock/paypal/sdk.js",
      () => new HttpResponse(SDK, { headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" } }),
    ),

    // POST /v2/checkout/orders. A test may ask for a capture held for review with `sandbox_capture_status`.
    http.post("*/__mock/paypal/v2/checkout/orders", async ({ request }) => {
      const body = await request.json().catch(() => null);
      const order = OrderRequest(body);
      if (!order) return HttpResponse.json({ name: "INVALID_REQUEST" }, { status: 400, headers: cors });
      const captureStatus = (body as { sandbox_capture_status?: unknown }).sandbox_capture_status === "PENDING" ? "PENDING" : "COMPLETED";
      const id = newId("ORDER-");
      getSandbox().orders.set(id, { id, ...order, captureStatus, captured: null });
      return HttpResponse.json({ id, status: "CREATED" }, { status: 201, headers: cors });
    }),

    // POST /v2/checkout/orders/{id}/capture: once per order.
    http.post("*/__mock/paypal/v2/checkout/orders/:orderId/capture", ({ params }) => {
      const sandbox = getSandbox();
      const order = sandbox.orders.get(String(params.orderId));
      if (!order) return HttpResponse.json({ name: "RESOURCE_NOT_FOUND" }, { status: 404, headers: cors });
      if (order.captured)
        return HttpResponse.json({ name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] }, { status: 422, headers: cors });
      const capture: PayPalCapture = {
        id: newId("CAPTURE-"),
        orderId: order.id,
        status: order.captureStatus,
        amount: order.amount,
        currency: order.currency,
        invoiceId: order.invoiceId,
        customId: order.customId,
      };
      order.captured = capture;
      sandbox.captures.set(capture.id, capture);
      return HttpResponse.json(
        {
          id: order.id,
          status: "COMPLETED",
          purchase_units: [
            {
              payments: {
                captures: [
                  {
                    id: capture.id,
                    status: capture.status,
                    amount: { value: capture.amount.toFixed(2), currency_code: capture.currency },
                    invoice_id: capture.invoiceId,
                    custom_id: capture.customId,
                  },
                ],
              },
            },
          ],
        },
        { status: 201, headers: cors },
      );
    }),
  ];
}
