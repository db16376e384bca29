import type { InputHTMLAttributes, ReactNode } from 'react';
import './checkbox-field.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  children: ReactNode;
}

/** A checkbox with its text as the label (the whole line toggles it). */
export function CheckboxField({ children, className, ...inputProps }: CheckboxFieldProps) {
  return (
    <label className={className ? `checkbox-field ${className}` : 'checkbox-field'}>
      <input type="checkbox" className="checkbox-field__input" {...inputProps} />
      <span>{children}</span>
    </label>
  );
}
