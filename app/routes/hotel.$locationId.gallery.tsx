/** `/hotel/:locationId/gallery`: the same page as `/gallery`, for one location (spec §2). */
export { default, headers, links, loader, meta } from "./gallery";
