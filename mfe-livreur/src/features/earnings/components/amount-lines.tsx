import styles from './amount-lines.module.css';

export interface AmountLine {
  term: string;
  value: string;
  /** A result of the lines above it (a total, the net). */
  strong?: boolean;
}

/** Terms and amounts as on a pay slip, the amounts aligned on the right. */
export function AmountLines({ lines }: { lines: readonly AmountLine[] }) {
  return (
    <dl className={styles.lines}>
      {lines.map(({ term, value, strong }) => (
        <div key={term} className={strong ? `${styles.line} ${styles.strong}` : styles.line}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
