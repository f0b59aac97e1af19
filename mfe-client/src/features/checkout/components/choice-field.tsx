import { useId } from 'react';
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
  /** Short choices (amounts): small cards, several to a row even on a phone. */
  dense?: boolean;
  /** Said of the whole group, under its legend (read with the group's name). */
  description?: string;
}

/** A radio group of cards (native radios: arrow keys move between them), driven by `register(name)`. */
export function ChoiceField({ legend, choices, radio, compact = false, dense = false, description }: ChoiceFieldProps) {
  const descriptionId = useId();
  return (
    <fieldset
      className={dense ? `${styles.choices} ${styles.choicesDense}` : styles.choices}
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className={compact ? styles.legendCompact : styles.legend}>{legend}</legend>
      {description && (
        <p id={descriptionId} className={styles.choicesDescription}>
          {description}
        </p>
      )}
      {choices.map((choice) => (
        <label key={choice.value} className={dense ? `${styles.choice} ${styles.choiceDense}` : styles.choice}>
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
