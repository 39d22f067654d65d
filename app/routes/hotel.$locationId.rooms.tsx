/** `/hotel/:locationId/rooms`: the same page as `/rooms`, for one location (spec §2). */
export { default, headers, links, loader, meta } from "./rooms";
