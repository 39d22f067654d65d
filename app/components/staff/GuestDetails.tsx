/**
 * A guest's details as the staff lists give them, "e-mail · phone · born …": the phone number kept
 * on one line ("+40 744 333 444", never "+40 744 333" above "444" on a phone; issue 39).
 */
import { Fragment } from "react";

export function GuestDetails({ email, phone, born, after = false }: { email?: string | null; phone?: string | null; born?: string | null; after?: boolean }) {
  const parts = [
    email ? { key: "email", text: <>{email}</> } : null,
    phone ? { key: "phone", text: <span className="staff-phone">{phone}</span> } : null,
    born ? { key: "born", text: <>{born}</> } : null,
  ].filter((part) => part !== null);
  // `after` a name: each part follows a " · "; alone, the separator goes between them.
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={part.key}>
          {after || index > 0 ? " · " : null}
          {part.text}
        </Fragment>
      ))}
    </>
  );
}
