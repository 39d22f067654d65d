/**
 * `/pages/login`: the spec's internal link to sign-in (§2). A permanent redirect to `/login`
 * keeping only the organisation (`o`) and the language (`lang`); decision 022.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

const KEPT = ["o", "lang"] as const;

export function signInAddress(url: URL): string {
  const kept = new URLSearchParams();
  for (const key of KEPT) {
    const value = url.searchParams.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `/login?${query}` : "/login";
}

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(signInAddress(new URL(request.url)), 301);
}
