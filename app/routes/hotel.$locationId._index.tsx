/** `/hotel/:locationId`: one location's home; the root loader loads that location (spec §2). */
export { default, meta } from "./_index";
