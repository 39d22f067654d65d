import { useTranslation } from "#translation";
import { FieldErrors } from "./booking/FieldErrors";

/**
 * A labelled text input whose problems are said once, under it, and announced with it
 * (`aria-describedby`): the sign-in's fields and the staff guest form's contact fields.
 */
export function TextField({
  id,
  name,
  type,
  label,
  autoComplete,
  maxLength,
  required = false,
  defaultValue,
  errors,
}: {
  id: string;
  name: string;
  type: "text" | "email" | "tel" | "password";
  label: string;
  autoComplete: string;
  maxLength: number;
  required?: boolean;
  defaultValue?: string;
  errors: string[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-error` : undefined}
      />
      <FieldErrors id={`${id}-error`} errors={errors} translate={t} />
    </div>
  );
}
