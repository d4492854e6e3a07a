import type { InputHTMLAttributes } from 'react';
import { FieldError, INVALID_FIELD_CLASS, invalidFieldProps } from './field-error';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
}

/** A labelled input with its problem, if any, said under it. */
export function TextField({ id, label, error, className = '', ...inputProps }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className={`field-input ${INVALID_FIELD_CLASS}`}
        {...invalidFieldProps(id, error)}
        {...inputProps}
      />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
