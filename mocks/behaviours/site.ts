/**
 * The hotel's site: the organisation (by its slug) and a location (by id or subdomain) with
 * its rooms, as the site's pages read them. Media URLs point at the mock's own origin, where
 * `mocks/photos.ts` serves them.
 */
import { withMediaOrigin } from "../photos";
import { notFound } from "../pms-error";
import { locationByIdOrSubdomain, locationView, organisationById, organisationBySlug, organisationView, roomTypesAt, roomTypeView } from "../world";
import type { BehavioursOf } from "./call";

export const siteBehaviours: BehavioursOf<"getOrganisation" | "getOrganisationByLocation"> = {
  getOrganisation({ params }, { world, origin }) {
    const org = organisationBySlug(world, params.organization_full_slug) ?? notFound("Organisation not found");
    return withMediaOrigin(organisationView(world, org), origin);
  },

  getOrganisationByLocation({ params }, { world, origin }) {
    const location = locationByIdOrSubdomain(world, params.location) ?? notFound("Location not found");
    const org = organisationById(world, location.org_id) ?? notFound("Organisation not found");
    return withMediaOrigin(
      { organization: organisationView(world, org), location: { ...locationView(location), rooms: roomTypesAt(world, location.id).map(roomTypeView) } },
      origin,
    );
  },
};
