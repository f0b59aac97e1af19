import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Text, formatPrice } from '@teranga/shared-ui';
import type { Plat } from '@teranga/shared-ui';
import { Modal, supplementText } from '@teranga/shared-ui/area';
import { MAX_ITEM_QUANTITY } from '../../../components/cart/cart-store';
import { MinusIcon, PlusIcon } from '../../../components/icons';
import { CLIENT_NS } from '../../../i18n';
import { chosenIds, groupRule, isSingleChoice, summarizeChoice } from '../lib/option-choice';
import styles from './options-dialog.module.css';

export interface OptionsChoice {
  optionIds: string[];
  quantity: number;
}

interface OptionsDialogProps {
  plat: Plat;
  onClose: () => void;
  onAdd: (choice: OptionsChoice) => void;
}

/** Value of the 'Aucun' radio of an optional single-choice group. */
const NONE = '';

/**
 * Choosing a dish's options before adding it: a radio group per single-choice group (with
 * 'Aucun' when it is optional), checkboxes up to the group's maximum, the live price, and the
 * add button enabled only when the shared rule accepts the choice (its message says why not).
 */
export function OptionsDialog({ plat, onClose, onAdd }: OptionsDialogProps) {
  const { t } = useTranslation(CLIENT_NS);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [quantity, setQuantity] = useState(1);
  const hintId = useId();
  const optionIds = chosenIds(plat.option_groups, chosen);
  const summary = summarizeChoice(plat, optionIds, quantity);

  const pick = (groupId: string, optionId: string) =>
    setChosen((current) => ({ ...current, [groupId]: optionId === NONE ? [] : [optionId] }));
  const toggle = (groupId: string, optionId: string, on: boolean) =>
    setChosen((current) => {
      const rest = (current[groupId] ?? []).filter((id) => id !== optionId);
      return { ...current, [groupId]: on ? [...rest, optionId] : rest };
    });

  const footer = (
    <Stack gap={2} className={styles.footer}>
      {summary.message && (
        <Text size="sm" tone="muted" id={hintId} data-testid="options-hint">
          {summary.message}
        </Text>
      )}
      <Button
        fullWidth
        size="lg"
        disabled={!summary.ok}
        aria-describedby={summary.message ? hintId : undefined}
        onClick={() => onAdd({ optionIds, quantity })}
      >
        {t('restaurant.options.add', { price: formatPrice(summary.total) })}
      </Button>
    </Stack>
  );

  return (
    <Modal open onClose={onClose} title={plat.name} description={plat.description || undefined} footer={footer}>
      <Stack gap={5}>
        {plat.option_groups.map((group) => {
          const single = isSingleChoice(group);
          const selected = chosen[group.id] ?? [];
          const full = !single && selected.length >= group.max;
          const ruleId = `${hintId}-${group.id}`;
          return (
            <fieldset key={group.id} className={styles.group} aria-describedby={ruleId}>
              <legend className={styles.legend}>{group.name}</legend>
              <Text as="span" size="sm" tone="muted" id={ruleId} className={styles.rule}>
                {groupRule(group)}
              </Text>
              <ul className={styles.options}>
                {single && group.min === 0 && (
                  <li>
                    <label className={styles.option}>
                      <input
                        type="radio"
                        name={`${hintId}-${group.id}`}
                        value={NONE}
                        checked={selected.length === 0}
                        onChange={() => pick(group.id, NONE)}
                      />
                      <span className={styles.optionName}>{t('restaurant.options.none')}</span>
                    </label>
                  </li>
                )}
                {group.options.map((option) => {
                  const checked = selected.includes(option.id);
                  return (
                    <li key={option.id}>
                      <label className={option.is_available ? styles.option : `${styles.option} ${styles.unavailable}`}>
                        <input
                          type={single ? 'radio' : 'checkbox'}
                          name={`${hintId}-${group.id}`}
                          value={option.id}
                          checked={checked}
                          // At the group's maximum the other boxes wait until one is unticked.
                          disabled={!option.is_available || (full && !checked)}
                          onChange={(event) =>
                            single ? pick(group.id, option.id) : toggle(group.id, option.id, event.target.checked)
                          }
                        />
                        <span className={styles.optionName}>{option.name}</span>
                        <span className={styles.optionPrice}>
                          {option.is_available
                            ? supplementText(option.price_delta)
                            : t('restaurant.options.unavailable')}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}

        <div className={styles.quantityRow}>
          <Text as="span" weight="bold" id={`${hintId}-quantity`}>
            {t('restaurant.options.quantity')}
          </Text>
          <div className={styles.stepper} role="group" aria-labelledby={`${hintId}-quantity`}>
            <button
              type="button"
              className={styles.stepperButton}
              aria-label={t('restaurant.options.decrease')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((n) => Math.max(1, n - 1))}
            >
              <MinusIcon />
            </button>
            <output className={styles.quantity} aria-live="polite">
              {quantity}
            </output>
            <button
              type="button"
              className={styles.stepperButton}
              aria-label={t('restaurant.options.increase')}
              disabled={quantity >= MAX_ITEM_QUANTITY}
              onClick={() => setQuantity((n) => Math.min(MAX_ITEM_QUANTITY, n + 1))}
            >
              <PlusIcon />
            </button>
          </div>
        </div>
      </Stack>
    </Modal>
  );
}
