/**
 * Signing in and out. The PMS's session token goes into the server-side session only (never a
 * cookie, a page or a log); the user kept is the session the PMS answers when reloaded after the
 * sign-in (`GET /api/users/sessions`); signing in starts a new session under a new id, carrying nothing stored before it (docs/decisions/051),
 * so an id planted in a guest's browser before they signed in is worthless afterwards, and ends the PMS session it replaces.
 * Attempts are limited per client network and per account (bff/limiter.ts), taken before the PMS is
 * asked and given back when it says yes.
 */
import { bffFor, carriesSession, type GuestSession, isUpstreamError, type RouteArgs } from "~/bff.server";
import { toLanguage, type Language } from "~/i18n";

export type SignInOutcome =
  /** `language`: the account's, when it is one of the site's (it becomes this browser's choice). */
  | { ok: true; session: GuestSession; setCookie: string; language: Language | null }
  /** Wrong e-mail or password: the spec's "Invalid email or password, please try again". */
  | { ok: false; reason: "invalid" }
  /** The PMS did not answer; nothing about the credentials is known. */
  | { ok: false; reason: "unavailable" }
  /** Too many failures from this client or for this account: try again in `retryAfter` seconds. */
  | { ok: false; reason: "limited"; retryAfter: number };

export interface Credentials {
  email: string;
  password: string;
}

export async function signIn(
  { request, context }: RouteArgs,
  session: GuestSession,
  credentials: Credentials,
  clientAddress: string | null,
): Promise<SignInOutcome> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const email = credentials.email.trim();
  // Taken before the PMS is asked: a burst of guesses cannot all pass one check (bff/limiter.ts).
  const attempt = await bff.signInAttempts.take({ client: clientAddress, account: email.toLowerCase() || null });
  if (attempt.kind === "limited") {
    logger.warn({ retryAfter: attempt.retryAfter }, "sign-in refused: too many attempts");
    return { ok: false, reason: "limited", retryAfter: attempt.retryAfter };
  }
  if (attempt.kind === "unavailable") return { ok: false, reason: "unavailable" };
  if (!email || !credentials.password) return { ok: false, reason: "invalid" };
  let signedIn: { session_token: string };
  try {
    signedIn = await bff.upstream.call("signIn", { body: { email, password: credentials.password } }, { requestId, logger });
  } catch (error) {
    if (isUpstreamError(error) && error.failure === "status" && (error.status === 401 || error.status === 403 || error.status === 400))
      return { ok: false, reason: "invalid" };
    if (isUpstreamError(error)) {
      // No answer about the password: the attempt goes back.
      await attempt.giveBack();
      logger.warn({ failure: error.failure, status: error.status }, "sign-in unavailable");
      return { ok: false, reason: "unavailable" };
    }
    throw error;
  }
  await attempt.giveBack();
  const token = signedIn.session_token;
  // The sign-in answers the e-mail and a token only; who signed in is the session as the PMS keeps
  // it (docs/spec.md §7): its e-mail as stored, not as typed, and the language the account chose,
  // perhaps on another device since (docs/decisions/036).
  let user;
  try {
    user = await bff.upstream.call("getUserSession", {}, { sessionToken: token, requestId, logger });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // Not knowing who signed in (their role above all), we keep no half of it: the PMS session goes too.
    logger.warn({ failure: error.failure, status: error.status }, "sign-in unavailable: the session could not be reloaded");
    await endUpstreamSession({ request, context }, token);
    return { ok: false, reason: "unavailable" };
  }
  const previousToken = session.get("upstreamToken");
  if (previousToken && previousToken !== token) await endUpstreamSession({ request, context }, previousToken);
  // A new, empty session: grants and booking keys stored before (perhaps under an id planted in
  // this browser) stay behind, and end with it (decision 051). The booking form's typed values
  // come along from its post (booking.server.ts); the language is its own cookie.
  const fresh = await bff.sessions.startAnew(session);
  fresh.set("upstreamToken", token);
  const language = user.settings.language ?? null;
  fresh.set("user", {
    email: user.email,
    role: user.role,
    orgId: user.org_id ?? null,
    firstName: user.first_name ?? null,
    lastName: user.last_name ?? null,
    phone: user.phone ?? null,
    language,
  });
  logger.info({ role: user.role }, "signed in");
  return { ok: true, session: fresh, setCookie: await bff.sessions.commit(fresh), language: toLanguage(language) };
}

/** Ends the PMS session (best effort) and forgets ours; the answer clears the cookie. */
export async function signOut({ request, context }: RouteArgs): Promise<string> {
  const { bff } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  const token = session.get("upstreamToken");
  if (token) await endUpstreamSession({ request, context }, token);
  return bff.sessions.destroy(session);
}

/** Best effort: a PMS that does not answer keeps the token until it expires there; ours is gone. */
async function endUpstreamSession({ request, context }: RouteArgs, token: string): Promise<void> {
  const { bff, requestId, logger } = bffFor({ request, context });
  await bff.upstream.call("signOut", {}, { sessionToken: token, requestId, logger }).catch((error: unknown) => {
    logger.info({ failure: isUpstreamError(error) ? error.failure : "unknown" }, "upstream sign-out failed; the local session ends anyway");
  });
}

/** The signed-in user of a request, if any (never creates a session). */
export async function signedInUser({ request, context }: RouteArgs) {
  if (!carriesSession(request.headers.get("Cookie"))) return null;
  const { bff } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  return session.get("user") ?? null;
}

/**
 * A signed-in user's language choice is theirs on every device: saved with the PMS too (docs/spec.md §6,
 * `PATCH /api/users/settings`). Best effort: the cookie has the choice for this browser anyway.
 * The session's Set-Cookie when it changed (it is then kept under a new id, decision 051), else null.
 */
export async function saveLanguageChoice({ request, context }: RouteArgs, language: string): Promise<string | null> {
  if (!carriesSession(request.headers.get("Cookie"))) return null;
  const { bff, requestId, logger } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  const token = session.get("upstreamToken");
  const user = session.get("user");
  if (!token || !user) return null;
  try {
    await bff.upstream.call("updateUserSettings", { body: { settings: { language } } }, { sessionToken: token, requestId, logger });
    session.set("user", { ...user, language });
    return await bff.sessions.commit(session);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.info({ failure: error.failure, status: error.status }, "language not saved with the PMS");
    return null;
  }
}
