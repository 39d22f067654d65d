/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single Fetch types: `useLoaderData<typeof loader>()` understands `data(...)` and plain objects.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
export {};
