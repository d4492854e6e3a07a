import { useId, useState, type InputHTMLAttributes } from 'react';
import { FieldError, INVALID_FIELD_CLASS, invalidFieldProps } from './field-error';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** The field's problem, said under it. */
  error?: string | null;
}

/** A labelled password field with a show/hide toggle. */
export function PasswordInput({ label, error, id, className, ...inputProps }: PasswordInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={`field-input pr-16 ${INVALID_FIELD_CLASS}`}
          {...invalidFieldProps(inputId, error)}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="absolute inset-y-0 right-0 rounded-r-xl px-4 text-xs font-semibold text-plum-600 hover:text-brand-700"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldError fieldId={inputId} message={error} />
    </div>
  );
}
