import { i18n, optionChoiceMessage, optionsPriceDeltaCents, validateOptionChoice } from '@teranga/shared-ui';
import type { Plat, PlatOptionGroup as OptionGroup } from '@teranga/shared-ui';
import '../../../i18n';

/** What a group asks, in words: 'Obligatoire', 'Facultatif · Jusqu’à 2', 'Au moins 2 · Jusqu’à 3'. */
export function groupRule(group: Pick<OptionGroup, 'min' | 'max'>): string {
  const need =
    group.min === 0
      ? i18n.t('client:restaurant.options.rule.optional')
      : group.min === 1
        ? i18n.t('client:restaurant.options.rule.required')
        : i18n.t('client:restaurant.options.rule.atLeast', { min: group.min });
  return group.max > 1 ? i18n.t('client:restaurant.options.rule.upTo', { need, max: group.max }) : need;
}

/** Radios when one option at most may be chosen, checkboxes otherwise. */
export const isSingleChoice = (group: Pick<OptionGroup, 'max'>) => group.max <= 1;

/** The ids chosen, group by group (the dialog's state), flattened in the dish's order. */
export function chosenIds(groups: readonly OptionGroup[], chosen: Readonly<Record<string, readonly string[]>>) {
  return groups.flatMap((group) => group.options.filter((o) => chosen[group.id]?.includes(o.id)).map((o) => o.id));
}

export interface ChoiceSummary {
  /** Whether the shared rule accepts the choice (the API runs it again). */
  ok: boolean;
  /** Why not, in the API's words; null when it is fine. */
  message: string | null;
  /** The unit price with the options, in euros. */
  unitPrice: number;
  /** Unit price × quantity, in euros. */
  total: number;
}

/** The dialog's live answer: can it be added, and for how much. */
export function summarizeChoice(plat: Plat, optionIds: readonly string[], quantity: number): ChoiceSummary {
  const choice = validateOptionChoice(plat.option_groups, optionIds);
  const unitCents = Math.round(plat.price * 100) + optionsPriceDeltaCents(plat.option_groups, optionIds);
  return {
    ok: choice.ok,
    message: choice.ok ? null : optionChoiceMessage(choice.problem, plat.name),
    unitPrice: unitCents / 100,
    total: (unitCents * quantity) / 100,
  };
}
