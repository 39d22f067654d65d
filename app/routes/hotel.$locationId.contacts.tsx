/** `/hotel/:locationId/contacts`: the same page as `/contacts`, for one location (docs/spec.md §2). */
export { default, headers, loader, meta } from "./contacts";
