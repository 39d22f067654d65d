import { useRouteLoaderData } from "@remix-run/react";
import { useParentPage } from "~/embed/frame";
import type { RootLoader } from "~/root";

/** `portal` or `site` when the page is served inside the hotel's own website, else null. */
export function useEmbedMode(): "portal" | "site" | null {
  return useRouteLoaderData<RootLoader>("root")?.site.embed ?? null;
}

/**
 * In a form that leaves for a payment provider: the hotel's page the frame is on, so the provider
 * comes back there and the frame opens again (checked by the server, app/embed/return.ts).
 * Nothing outside a frame, or before the hotel's page said where it is.
 */
export function FrameReturnField() {
  const parent = useParentPage();
  const embedded = useEmbedMode() !== null;
  return embedded && parent ? <input type="hidden" name="return_to" value={parent} /> : null;
}
