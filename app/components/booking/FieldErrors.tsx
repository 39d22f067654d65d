/**
 * A field's problems, translated; `id` is what the field's aria-describedby points at. Paragraphs,
 * not a list: an alert role on a `<ul>` would take its list semantics away from its items.
 */
export function FieldErrors({ id, errors, translate }: { id: string; errors: string[] | undefined; translate: (key: string) => string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="field__errors" role="alert">
      {errors.map((error) => (
        <p key={error}>{translate(error)}</p>
      ))}
    </div>
  );
}
