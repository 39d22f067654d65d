/**
 * Users' accounts: signing in and out, the session a token stands for, and the user's language.
 * A session is a random token the world keeps until sign-out or reset; what it stands for is read
 * from the user as stored at each GET, so a language saved from another device shows at once.
 */
import { randomBytes } from "node:crypto";
import { PmsError } from "../pms-error";
import type { UserRecord } from "../world";
import { signedInUser, type BehavioursOf } from "./call";

/** A session as the PMS answers it: who is signed in, their role and language, and the token. */
const userSession = (user: UserRecord, token: string) => ({
  email: user.email,
  session_token: token,
  role: user.role,
  org_id: user.role === "staff" ? user.org_id : null,
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone,
  settings: { language: user.settings.language },
});

export const accountBehaviours: BehavioursOf<"getUserSession" | "signIn" | "signOut" | "updateUserSettings"> = {
  getUserSession(_input, call) {
    return userSession(signedInUser(call), call.token ?? "");
  },

  signIn({ body }, { world }) {
    const user = world.users.find((candidate) => candidate.email.toLowerCase() === body.email.trim().toLowerCase());
    if (!user || user.password !== body.password) throw new PmsError(401, "Invalid email or password");
    const token = randomBytes(24).toString("hex");
    world.sessions.set(token, user.id);
    world.issuedTokens.push(token);
    // "email and session data" (docs/spec.md §7): the e-mail as the credentials spelled it, the
    // token; who the user is comes from GET /api/users/sessions, the session as stored.
    return { email: body.email, session_token: token };
  },

  signOut(_input, { world, token }) {
    if (token) world.sessions.delete(token);
    return { ok: true };
  },

  updateUserSettings({ body }, call) {
    signedInUser(call).settings.language = body.settings.language;
    return { ok: true };
  },
};
