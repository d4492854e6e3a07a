/** The id that ties a field to its error text through aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/** A field's problem, said right under it and announced as it appears. */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p
      id={fieldErrorId(fieldId)}
      role="alert"
      className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300"
    >
      {message}
    </p>
  );
}

/** What an input needs to be read as invalid and to point at its error text. */
export const invalidFieldProps = (fieldId: string, message?: string | null) =>
  message ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(fieldId) } : {};

/** The red outline of an invalid field, in both themes. */
export const INVALID_FIELD_CLASS =
  'aria-invalid:border-red-600 aria-invalid:focus:ring-red-200 dark:aria-invalid:border-red-400 dark:aria-invalid:focus:ring-red-900';
