import { useId } from 'react';
import { TextField } from '../../../ui/text-field.js';
import type { AccountField, AccountValues } from './account-values.js';
import { CountrySelect } from './country-select.js';

interface AccountFieldsProps {
  values: AccountValues;
  onChange: (field: AccountField, value: string) => void;
  /** Messages shown under the fields (the older sign-up form checks them itself). */
  errors?: Partial<Record<AccountField, string>>;
  disabled?: boolean;
}

interface FieldSpec {
  field: Exclude<AccountField, 'country'>;
  label: string;
  type?: string;
  autoComplete: string;
}

const TEXT_FIELDS: FieldSpec[] = [
  { field: 'username', label: 'Username', autoComplete: 'username' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { field: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
];

/** Username, Email, Password, First Name, Last Name and Country, all required (spec §5). */
export function AccountFields({ values, onChange, errors = {}, disabled }: AccountFieldsProps) {
  const errorIdPrefix = useId();
  const errorId = (field: AccountField) => (errors[field] ? `${errorIdPrefix}-${field}` : undefined);

  return (
    <div className="account-fields">
      {TEXT_FIELDS.map(({ field, label, type = 'text', autoComplete }) => (
        <div key={field} className={`account-fields__${field}`}>
          <TextField
            label={label}
            name={field}
            type={type}
            autoComplete={autoComplete}
            required
            disabled={disabled}
            value={values[field]}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errorId(field)}
            onChange={(event) => onChange(field, event.target.value)}
          />
          {errors[field] ? (
            <p id={errorId(field)} className="field-error">
              {errors[field]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="account-fields__country">
        <CountrySelect
          value={values.country}
          onChange={(country) => onChange('country', country)}
          disabled={disabled}
          invalid={Boolean(errors.country)}
          describedBy={errorId('country')}
        />
        {errors.country ? (
          <p id={errorId('country')} className="field-error">
            {errors.country}
          </p>
        ) : null}
      </div>
    </div>
  );
}
