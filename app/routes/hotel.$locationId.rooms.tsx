/** `/hotel/:locationId/rooms`: the same page as `/rooms`, for one location (docs/spec.md §2). */
export { default, headers, loader, meta } from "./rooms";
