import { createContext, useContext } from "react";

/**
 * This response's CSP nonce (docs/decisions/010), given to every `<script>` the server renders.
 * In the browser it is empty: scripts added after hydration come from already-trusted ones.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
