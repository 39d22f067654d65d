import { jsonForScript } from "~/site/structured-data";
import { useNonce } from "./Nonce";

/**
 * Structured data for search engines. A `type="application/ld+json"` script is data the browser
 * never runs, so script-src does not apply to it; it carries the nonce all the same, so every
 * `<script>` of the page does (docs/decisions/010) and no policy report ever names it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
