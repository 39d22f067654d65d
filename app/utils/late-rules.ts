/**
 * A form's rules in the browser, loaded once the page is interactive rather than before it paints:
 * zod and conform's zod adapter are a fifth of a booking page's JavaScript, and the guest needs
 * them only when submitting. Until they arrive (a few milliseconds after hydration on any real
 * connection), a submit goes to the server exactly as it does without JavaScript, and the server
 * applies the same rules and answers with the same messages.
 */
import { parse } from "@conform-to/react";
import { useEffect, useRef } from "react";

export function useLateRules<Check>(load: () => Promise<Check>): { readonly current: Check | null } {
  const rules = useRef<Check | null>(null);
  useEffect(() => {
    let mounted = true;
    load().then(
      (check) => {
        if (mounted) rules.current = check;
      },
      // Not loaded (offline, a new deploy): the server still checks every submit.
      () => {},
    );
    return () => {
      mounted = false;
    };
    // Loaded once per form: `load` is a module import, the same every render.
  }, []);
  return rules;
}

/** A submission that lets the form go to the server as the guest filled it. */
export function toServer<Result>(formData: FormData): Result {
  return parse(formData, { resolve: (value) => ({ value }) }) as unknown as Result;
}
