/** All it texts, one file per area of the site (each area's shape is English's). */
import site from "./site";

export default { ...site };
