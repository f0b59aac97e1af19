import { Checkbox } from '@teranga/shared-ui';
import formStyles from './form.module.css';

export interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** A fieldset of checkboxes editing one list; values stay in the order they were ticked (and stored). */
export function CheckboxGroup<T extends string>({ legend, options, value, onChange }: CheckboxGroupProps<T>) {
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{legend}</legend>
      <div className={formStyles.checks}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, option.value] : value.filter((item) => item !== option.value))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
