/**
 * The guest pages' texts of one language, one file per area (each area's shape is English's). The
 * staff area's texts (./staff) are a chunk of their own: no guest downloads them.
 */
import booking from "./booking";
import pages from "./pages";
import policies from "./policies";
import site from "./site";
import widgets from "./widgets";

export default { ...site, ...pages, ...policies, ...booking, ...widgets };
