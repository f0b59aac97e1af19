import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './checkout.module.css';

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

interface ChoiceFieldProps {
  legend: string;
  choices: readonly Choice[];
  radio: UseFormRegisterReturn;
  /** A smaller legend, for a choice within a section. */
  compact?: boolean;
}

/** A radio group of cards (native radios: arrow keys move between them), driven by `register(name)`. */
export function ChoiceField({ legend, choices, radio, compact = false }: ChoiceFieldProps) {
  return (
    <fieldset className={styles.choices}>
      <legend className={compact ? styles.legendCompact : styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input type="radio" value={choice.value} className={styles.radio} {...radio} />
          <span className={styles.choiceText}>
            <span className={styles.choiceLabel}>{choice.label}</span>
            {choice.hint && <span className={styles.choiceHint}>{choice.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
