/**
 * A PMS 4xx on a staff page means what it says (issue 37, item 6): a 400 is the request's fault,
 * told as such (400, the staff area's own words) and logged as a refusal, not as the PMS being
 * unavailable (503); a PMS that does not answer is still a 503.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, captureAppLogs, HOTEL_SITE, loaderAnswer, onHotelSite, staffCookie, useAppOnMock } from "./support";

const app = useAppOnMock();
let calendar: typeof import("~/routes/staff.calendar");
let logLines: Record<string, unknown>[];

beforeAll(async () => {
  calendar = await import("~/routes/staff.calendar");
  logLines = captureAppLogs();
});

const get = (path: string, cookie = "") => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });
const faults = (body: Record<string, unknown>) =>
  fetch(`${app.mock.url}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const openCalendar = (cookie: string) =>
  loaderAnswer(() => calendar.loader({ request: get("/staff/calendar?lang=ro", cookie), params: {}, context: appContext() }));

describe("a staff page whose PMS call is refused", () => {
  it.each([400, 422])("a PMS %i is the request's fault: 400, refused in the staff's language, not 'PMS unavailable'", async (status) => {
    const cookie = await staffCookie();
    await faults({ status, error_rate: 1, endpoints: ["GET /api/reservations"] });
    logLines.length = 0;
    const answer = await openCalendar(cookie);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ reason: "refused", locale: "ro" });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(logLines.map((line) => line.msg)).not.toContain("staff data unavailable");
    expect(logLines.find((line) => line.msg === "staff request refused by the PMS")).toMatchObject({ status, level: 30 });
  });

  it("a PMS that fails (503) is still unavailable", async () => {
    const cookie = await staffCookie();
    await faults({ status: 503, error_rate: 1, endpoints: ["GET /api/reservations"] });
    const answer = await openCalendar(cookie);
    expect(answer.status).toBe(503);
    expect(answer.data).toMatchObject({ reason: "unavailable" });
  });
});
