/** `/hotel/:locationId`: one location's home; the same page as `/` (docs/spec.md §2). */
export { default, headers, loader, meta } from "./_index";
