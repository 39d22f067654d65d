/** `/hotel/:locationId/contacts`: the same page as `/contacts`, for one location (spec §2). */
export { default, headers, links, loader, meta } from "./contacts";
