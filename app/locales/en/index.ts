/** All texts of one language, one file per area of the site (each area's shape is English's). */
import booking from "./booking";
import pages from "./pages";
import policies from "./policies";
import site from "./site";
import staff from "./staff";

export default { ...site, ...pages, ...policies, ...booking, ...staff };
