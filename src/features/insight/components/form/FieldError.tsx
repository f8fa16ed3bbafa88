/** A field's error, read by assistive technology through the field's aria-describedby. */
export function FieldErrorMessage({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className="insight-field__error">
      {text}
    </p>
  ) : null;
}
