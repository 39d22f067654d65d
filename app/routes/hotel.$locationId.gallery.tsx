/** `/hotel/:locationId/gallery`: the same page as `/gallery`, for one location (docs/spec.md §2). */
export { default, headers, loader, meta } from "./gallery";
