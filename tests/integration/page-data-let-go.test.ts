/**
 * A page's loader data is let go once the page is sent (decision 059; patches/@remix-run+server-runtime
 * and patches/turbo-stream, as react-router#14735 and #14900 fixed it upstream).
 *
 * Remix's single fetch encodes a page's data with a timer of the stream timeout (ours outlasts the
 * PMS deadline: about 17 s) that only a client going away cleared. Each page's data, results still
 * to come included, stayed in memory that long after it was sent: at 100 pages a second, over a
 * thousand pages' data at once, and the garbage collector's work with them (the live heap of a
 * search burst 141 MB before, 65 MB after). Driven through Remix's own request handler with a build
 * of one route, whose document entry reads the data stream to its end as RemixServer does.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createRequestHandler, type HandleDocumentRequestFunction, type ServerBuild } from "@remix-run/server-runtime";
import { describe, expect, it } from "vitest";

// The collector, to ask whether the page's data can be let go (V8's own flag, set for this worker).
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const STREAM_TIMEOUT_MS = 60_000;

/** What a request's route returned, watched: the later results' object is held only weakly here. */
let laterResults: WeakRef<object>[] = [];

function buildOfOneRoute(): ServerBuild {
  return {
    mode: "production",
    entry: {
      module: {
        streamTimeout: STREAM_TIMEOUT_MS,
        // The document as RemixServer makes it: the data's stream read to its end, then the page.
        default: (async (_request, status, headers, context) => {
          const data = context.serverHandoffStream as ReadableStream<Uint8Array> | undefined;
          const text = data ? await new Response(data).text() : "";
          return new Response(`<!doctype html><p>${text.length}</p>`, { status, headers });
        }) satisfies HandleDocumentRequestFunction,
      },
    },
    routes: {
      root: {
        id: "root",
        path: "",
        parentId: undefined,
        caseSensitive: undefined,
        index: undefined,
        module: {
          // A search's results come later (decision 049): a promise in the loader's data.
          loader: () => {
            const results = { solutions: Array.from({ length: 50 }, (_, index) => ({ key: `10${index}:1`, text: "x".repeat(200) })) };
            laterResults.push(new WeakRef(results));
            return { page: "search", results: new Promise((resolve) => setTimeout(() => resolve(results), 1)) };
          },
          default: () => null,
        },
      },
    },
    assets: {
      entry: { imports: [], module: "/build/entry.js" },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/build/root.js",
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasErrorBoundary: false,
          imports: [],
        },
      },
      url: "/build/manifest.js",
      version: "test",
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
      unstable_optimizeDeps: false,
      v3_routeConfig: false,
    },
    isSpaMode: false,
  } as unknown as ServerBuild;
}

const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

async function served(handle: ReturnType<typeof createRequestHandler>, path: string) {
  const answer = await handle(new Request(`http://carpathia-ro.localhost${path}`, { signal: new AbortController().signal }));
  await answer.text();
  return answer.status;
}

describe("a page's data once it is sent", () => {
  const handle = createRequestHandler(buildOfOneRoute(), "production");

  it("leaves no timer behind: ten pages, no timer more than before them", async () => {
    await served(handle, "/");
    const before = pendingTimers();
    for (let page = 0; page < 10; page++) expect(await served(handle, "/")).toBe(200);
    expect(pendingTimers()).toBeLessThanOrEqual(before);
  });

  it("leaves no timer behind for a page's data asked by a client navigation (single fetch's .data)", async () => {
    await served(handle, "/_root.data");
    const before = pendingTimers();
    for (let page = 0; page < 10; page++) expect(await served(handle, "/_root.data")).toBe(200);
    expect(pendingTimers()).toBeLessThanOrEqual(before);
  });

  it("can be let go by the collector, its later results included", async () => {
    laterResults = [];
    for (let page = 0; page < 5; page++) await served(handle, "/");
    expect(laterResults).toHaveLength(5);
    // The collector runs after the turn that held the pages; a WeakRef is cleared only then.
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
    }
    expect(laterResults.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
  });
});
