/**
 * Links that keep the hotel: when the organisation came from `o` (not a subdomain), every link the
 * site makes carries it, so a guest never loses the hotel mid-journey (docs/interface.md).
 */
export function withKept(path: string, keep: Record<string, string>, extra: Record<string, string | number | null | undefined> = {}): string {
  const [pathname, search = ""] = path.split("?", 2) as [string, string?];
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(keep)) if (!params.has(key)) params.set(key, value);
  for (const [key, value] of Object.entries(extra)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
