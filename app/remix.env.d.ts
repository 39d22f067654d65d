/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single Fetch types: `useLoaderData<typeof loader>()` understands `data(...)` and plain objects.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
  // What server.mjs's front door hands every loader and action (bff/http/front-door.ts).
  interface AppLoadContext {
    cspNonce?: string;
    clientAddress?: string | null;
    /** The request's trace id: the error page's reference (bff/trace.ts). */
    traceId?: string;
  }
}
export {};
