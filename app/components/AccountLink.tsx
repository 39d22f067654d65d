import { Form, Link } from "@remix-run/react";
import { useTranslation } from "#translation";
import type { AccountView } from "~/site/view";
import { withKept } from "~/utils/links";

/** Sign in (back to this page afterwards), or who is signed in with a sign-out button (a POST). */
export function AccountLink({
  account,
  keep,
  here,
  className,
}: {
  account: AccountView | null;
  keep: Record<string, string>;
  here: string;
  className: string;
}) {
  const { t } = useTranslation();
  if (!account) {
    if (here.startsWith("/login")) return null;
    return (
      <Link className={className} to={withKept("/login", keep, { redirectTo: here })} rel="nofollow">
        {t("account.signInTitle")}
      </Link>
    );
  }
  return (
    <Form method="post" action={withKept("/logout", keep)} className={className}>
      {/* Staff reach their area from any page (the guard still checks every staff page). A plain
          link: a Remix <Link> on every page would make the router discover the staff routes on
          each one, racing the navigation that follows a sign-in. */}
      {account.role === "staff" ? (
        <a className="top-bar__staff" href={withKept("/staff/plan", keep)}>
          {t("account.staffArea")}
        </a>
      ) : null}
      <span className="top-bar__user">{account.email}</span>
      <button type="submit" className="link-button">
        {t("account.signOut")}
      </button>
    </Form>
  );
}
