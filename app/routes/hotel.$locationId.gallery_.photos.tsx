/** `/hotel/:locationId/gallery/photos`: the same page as `/gallery/photos`, for one location (decision 055). */
export { default, headers, loader, meta } from "./gallery_.photos";
