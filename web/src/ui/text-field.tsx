import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/** A labelled input; the label is tied to the input so screen readers and tests find it by name. */
export function TextField({ label, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className="form-field__input" {...inputProps} />
    </div>
  );
}
