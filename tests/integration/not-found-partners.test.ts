/**
 * The 404 page's partner logos come from the organisation's data (docs/spec.md §2,
 * docs/decisions/036): the root loader, which every page and the not-found page render with,
 * carries the channels the organisation names with a logo, their files through the media proxy.
 */
import { describe, expect, it } from "vitest";
import { appContext, testBff, useAppOnMock } from "./support";

const app = useAppOnMock();

async function partnersOn(url: string) {
  const { loader } = await import("~/root");
  const answer = await loader({ request: new Request(url), params: {}, context: appContext() });
  return answer.data.site?.organisation.partners;
}

describe("the 404 page's partner logos", () => {
  it("are Carpathia's channels with their logos, proxied, each linking to its site", async () => {
    expect(await partnersOn("http://localhost/pages/404?o=carpathia-ro&lang=en")).toEqual([
      { name: "Booking.com", logoUrl: "/media-proxy/media/partner-booking.svg", href: "https://www.booking.com/" },
      { name: "Expedia", logoUrl: "/media-proxy/media/partner-expedia.svg", href: "https://www.expedia.com/" },
    ]);
  });

  it("are none for an organisation that names no channel (Seaside)", async () => {
    expect(await partnersOn("http://localhost/pages/404?o=seaside&lang=en")).toEqual([]);
  });

  it("follow the organisation's data: a channel the PMS stops naming goes", async () => {
    const carpathia = app.mock.world.organisations.find((organisation) => organisation.slug === "carpathia-ro")!;
    const channels = carpathia.profile.settings_cm!.otas as Array<{ name: string }>;
    carpathia.profile.settings_cm!.otas = channels.filter((channel) => channel.name !== "Expedia");
    testBff().cache.clear();
    expect((await partnersOn("http://localhost/pages/404?o=carpathia-ro&lang=en"))?.map((partner) => partner.name)).toEqual(["Booking.com"]);
  });
});
