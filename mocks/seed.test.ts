import { describe, expect, it } from "vitest";
import { Organisation, Reservation } from "../contracts/entities";
import { addDays } from "./dates";
import { renderPhotoSvg, PHOTO_CATALOG, withMediaOrigin } from "./photos";
import { createWorld } from "./seeded-world";
import { organisationBySlug, organisationView } from "./world";

const TODAY = "2026-11-21";
const world = createWorld(TODAY);

describe("the demo world", () => {
  it.each(["carpathia-ro", "seaside"])("%s is a valid organisation with absolute media URLs", (slug) => {
    const view = withMediaOrigin(organisationView(world, organisationBySlug(world, slug)!), "http://127.0.0.1:4010");
    const parsed = Organisation.safeParse(view);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(JSON.stringify(view)).not.toMatch(/"\/media\//);
    expect(JSON.stringify(view)).not.toMatch(/lorem|ipsum|placeholder/i);
  });

  it.each([
    { id: 100001, email: "ana.popescu@example.com", status: "Confirmed", day_from: addDays(TODAY, 30), paid: [true, false] },
    { id: 100002, email: "ion.ionescu@example.com", status: "Checked-in", day_to: addDays(TODAY, 2), paid: [true] },
    { id: 100003, email: "maria.ionescu@example.com", status: "New", paid: [false], due: TODAY },
  ])("reservation $id is $status", ({ id, email, status, paid, ...dates }) => {
    const reservation = world.reservations.get(id)!;
    expect(Reservation.safeParse(reservation).success).toBe(true);
    expect(reservation).toMatchObject({
      email,
      status,
      ...(dates.day_from ? { day_from: dates.day_from } : {}),
      ...(dates.day_to ? { day_to: dates.day_to } : {}),
    });
    expect(reservation.invoices?.[0]?.due_dates?.map((due) => due.paid)).toEqual(paid);
    if (dates.due) expect(reservation.invoices?.[0]?.due_dates?.[0]?.due_date).toBe(dates.due);
  });

  it("seasons cover a month back to ~18 months ahead without gaps", () => {
    const seasons = world.seasons.filter((season) => season.org_id === 1);
    expect(seasons[0]!.day_from <= addDays(TODAY, -30)).toBe(true);
    expect(seasons.at(-1)!.day_to >= addDays(TODAY, 540)).toBe(true);
    for (let index = 1; index < seasons.length; index++) expect(seasons[index]!.day_from).toBe(addDays(seasons[index - 1]!.day_to, 1));
  });

  it("draws every catalogued photo as SVG", () => {
    for (const name of Object.keys(PHOTO_CATALOG)) expect(renderPhotoSvg(name)).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*<\/svg>\n$/);
    expect(renderPhotoSvg("nope")).toBeUndefined();
    expect(renderPhotoSvg("brasov-double")).toBe(renderPhotoSvg("brasov-double"));
  });
});
