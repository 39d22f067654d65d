/**
 * What a component the root renders (ErrorPage) reads of the root's data, named without importing
 * app/root.tsx: the root imports those components, so importing it back made an import circle
 * (issue 54; app/import-circles.test.ts). app/root-loader.server.ts checks that its loader's data
 * still has this shape, so the two cannot drift.
 */
import type { PageSiteView } from "~/site/view";

/** The hotel's site as the root's loader sends it (view.ts's shape: already what JSON carries). */
export interface RootSiteData {
  site: PageSiteView;
}
