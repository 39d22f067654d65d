/** `/hotel/:locationId/about`: the same page as `/about`, for one location (docs/spec.md §2). */
export { default, headers, loader, meta } from "./about";
