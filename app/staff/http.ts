/** What the staff pages answer with, on the server and in the browser alike (their headers: app/site/http.server.ts). */

/** Why a staff page was refused (403); the staff area's error page reads it. */
export interface StaffRefusal {
  /** `staff-only`: a guest's account; `other-organisation`: staff, but of another hotel. */
  reason: "staff-only" | "other-organisation";
  locale: string;
  /** The page's <title> in its language ("Staff only"), read by the root's meta as any failure's title is. */
  title: string;
}

export const isStaffRefusal = (value: unknown): value is StaffRefusal =>
  typeof value === "object" && value !== null && ["staff-only", "other-organisation"].includes(String((value as { reason?: unknown }).reason));
