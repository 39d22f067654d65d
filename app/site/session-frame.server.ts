import { bffFor, carriesSession, type RouteArgs, type Toast } from "~/bff.server";
import type { AccountView } from "./view";

/**
 * What the frame shows from the guest's session: the flash notification left by an action (read
 * once) and who is signed in. Only a guest who already has a session can have either, so anonymous
 * pages never create a session (or a cookie).
 */
export async function readSessionFrame({
  request,
  context,
}: RouteArgs): Promise<{ toast: Toast | null; account: AccountView | null; setCookie: string | null }> {
  if (!carriesSession(request.headers.get("Cookie"))) return { toast: null, account: null, setCookie: null };
  const { bff } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  const toast = session.get("toast") ?? null;
  const user = session.get("user");
  return { toast, account: user ? { email: user.email, role: user.role } : null, setCookie: toast ? await bff.sessions.commit(session) : null };
}
