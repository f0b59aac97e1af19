import { formatPrice } from '@teranga/shared-ui';
import type { CommandeItem } from '@teranga/shared-ui';
import styles from './line-options.module.css';

type LineOption = CommandeItem['options'][number];

/** '+2,00 €' for a supplement, nothing for an option included in the price. */
export const supplementText = (euros: number) => (euros > 0 ? `+${formatPrice(euros)}` : '');

/** A line's name with its options, telling two lines of one dish apart: 'Yassa poulet (Alloco, Œuf dur)'. */
export function lineLabel(name: string, options: readonly Pick<LineOption, 'name'>[]): string {
  return options.length === 0 ? name : `${name} (${options.map((option) => option.name).join(', ')})`;
}

/** The options chosen on a cart or order line, by group: 'Accompagnement : Alloco (+2,00 €)'. */
export function LineOptions({ options, className }: { options: readonly LineOption[]; className?: string }) {
  if (options.length === 0) return null;
  const groups = new Map<string, LineOption[]>();
  for (const option of options) groups.set(option.group_name, [...(groups.get(option.group_name) ?? []), option]);
  return (
    <ul className={[styles.options, className].filter(Boolean).join(' ')} aria-label="Options">
      {[...groups].map(([group, chosen]) => (
        <li key={group}>
          {group} :{' '}
          {chosen
            .map((option) =>
              option.price_delta > 0 ? `${option.name} (${supplementText(option.price_delta)})` : option.name,
            )
            .join(', ')}
        </li>
      ))}
    </ul>
  );
}
