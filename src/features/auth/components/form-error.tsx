/** A problem of the whole form rather than of one field, readable in both themes. */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" className="alert-error">
      {message}
    </div>
  );
}
