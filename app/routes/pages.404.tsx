/** `/pages/404`, the address old links and the spec send guests to: the same page, status 404. */
export { loader, meta, ErrorBoundary, default } from "./$";
