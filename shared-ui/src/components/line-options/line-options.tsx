import { i18n } from '../../i18n/i18n';
import { formatPrice } from '../../lib/format';
import type { CommandeItemOption } from '../../types';
import { useCommonTranslation } from '../../i18n/use-common';
import styles from './line-options.module.css';

/** '+2,00 €' for a supplement, nothing for an option included in the price. */
export const supplementText = (euros: number) => (euros > 0 ? `+${formatPrice(euros)}` : '');

/** A line's name with its options, telling two lines of one dish apart: 'Yassa poulet (Alloco, Œuf dur)'. */
export function lineLabel(name: string, options: readonly Pick<CommandeItemOption, 'name'>[]): string {
  return options.length === 0 ? name : `${name} (${options.map((option) => option.name).join(', ')})`;
}

/** The options of a line, one text per group in the order chosen: 'Accompagnement : Alloco (+2,00 €)'. */
export function optionGroupTexts(options: readonly CommandeItemOption[]): string[] {
  const groups = new Map<string, CommandeItemOption[]>();
  for (const option of options) groups.set(option.group_name, [...(groups.get(option.group_name) ?? []), option]);
  return [...groups].map(([group, chosen]) =>
    i18n.t('common:order.optionGroup', {
      group,
      options: chosen
        .map((option) =>
          option.price_delta > 0 ? `${option.name} (${supplementText(option.price_delta)})` : option.name,
        )
        .join(', '),
    }),
  );
}

/** The options chosen on a cart or order line (issue 16), by group; nothing without options. */
export function LineOptions({ options, className }: { options: readonly CommandeItemOption[]; className?: string }) {
  const { t } = useCommonTranslation();
  if (options.length === 0) return null;
  return (
    <ul className={[styles.options, className].filter(Boolean).join(' ')} aria-label={t('order.options')}>
      {optionGroupTexts(options).map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
