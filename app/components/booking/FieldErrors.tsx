/** A field's problems, translated; `id` is what the field's aria-describedby points at. */
export function FieldErrors({ id, errors, translate }: { id: string; errors: string[] | undefined; translate: (key: string) => string }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field__errors" role="alert">
      {errors.map((error) => (
        <li key={error}>{translate(error)}</li>
      ))}
    </ul>
  );
}
