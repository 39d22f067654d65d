import { useEffect, useRef } from "react";

/**
 * What to fix, at the top of a form (GOV.UK's error summary): a heading and one link per problem,
 * in the order of the fields, each naming its field and taking the focus to it. A refused post
 * (the browser's check or the server's) moves the focus here, so a phone's screen and a screen
 * reader start from the list. `attempt` changes with each refused post.
 */
export function ErrorSummary({
  id,
  heading,
  problems,
  attempt,
}: {
  id: string;
  heading: string;
  problems: Array<{ href: string; text: string }>;
  attempt: unknown;
}) {
  const summary = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;
  useEffect(() => {
    if (shown) summary.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div className="booking-notice booking-notice--error error-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby={`${id}-heading`}>
      <p id={`${id}-heading`}>
        <strong>{heading}</strong>
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.href}>
            <a href={problem.href}>{problem.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
