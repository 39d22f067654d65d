/**
 * The payment methods' lead times a test relies on, set on the mock PMS through its control
 * (`POST /__mock/organisations/{slug}/payment`, docs/interface.md) before each test, after the
 * mock's reset: so a test states the hours it counts on instead of reading the demo seed's numbers
 * (issue 54, decision 058). Call at a suite's top level, after `useAppOnMock()`; every test of the
 * file then sees the same hours, so the app's cached copy of the organisation agrees with them.
 */
import { beforeEach } from "vitest";
import type { MockServer } from "../../mocks/server";

type Method = "bank" | "mobilpay" | "paypal" | "revolut" | "custom";
export type LeadTimes = Partial<Record<string, Partial<Record<Method, number | null>>>>;

/** Sets `hours` (organisation slug → method → hours, null: the PMS's default) on the mock. */
export async function setLeadTimes(mockUrl: string, hours: LeadTimes): Promise<void> {
  for (const [slug, methods] of Object.entries(hours)) {
    const body = Object.fromEntries(Object.entries(methods ?? {}).map(([method, time_ahead]) => [method, { time_ahead }]));
    const answer = await fetch(`${mockUrl}/__mock/organisations/${slug}/payment`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`lead times of ${slug}: the mock answered ${answer.status} ${await answer.text()}`);
  }
}

/** {@link setLeadTimes} before each test of the file (after the mock's reset in `useAppOnMock`). */
export function useLeadTimes(app: { mock: MockServer }, hours: LeadTimes): void {
  beforeEach(() => setLeadTimes(app.mock.url, hours));
}
