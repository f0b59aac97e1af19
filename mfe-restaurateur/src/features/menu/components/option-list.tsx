import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Field, Input, OPTION_LIMITS, Text } from '@teranga/shared-ui';
import { RichText } from '../../../components/rich-text';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useFocusAfterMove } from '../hooks/use-focus-after-move';
import type { DishFields, DishFormValues } from '../lib/dish-form-values';
import { canAddOption, listMessage, newOption } from '../lib/option-groups-form';
import styles from './option-groups.module.css';

export interface OptionListProps {
  form: UseFormReturn<DishFormValues, unknown, DishFields>;
  /** The group's index in `option_groups`. */
  group: number;
  /** How the group is named to screen readers ('« Accompagnement »', or its number). */
  groupLabel: string;
  disabled: boolean;
}

/** The options of one group: name, supplement, availability, order. */
export function OptionList({ form, group, groupLabel, disabled }: OptionListProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const name = `option_groups.${group}.options` as const;
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name });
  const focus = useFocusAfterMove(fields);
  const errors = form.formState.errors.option_groups?.[group]?.options;

  return (
    <div className={styles.options}>
      <ol className={styles.optionList} aria-label={t('menu.options.list', { label: groupLabel })}>
        {fields.map((field, index) => {
          const optionErrors = errors?.[index];
          const which = { index: index + 1, label: groupLabel };
          return (
            <li key={field.id} className={styles.option}>
              <div role="group" aria-label={t('menu.options.option', which)} className={styles.optionFields}>
                <Field label={t('menu.options.optionName')} error={optionErrors?.name?.message} className={styles.name}>
                  <Input
                    {...form.register(`${name}.${index}.name`)}
                    maxLength={OPTION_LIMITS.nameMax}
                    placeholder={t('menu.options.optionPlaceholder')}
                  />
                </Field>
                <Field label={t('menu.options.supplement')} error={optionErrors?.price_delta?.message}>
                  <Input
                    {...form.register(`${name}.${index}.price_delta`)}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={OPTION_LIMITS.priceDeltaMax}
                    step={0.01}
                    className={styles.price}
                  />
                </Field>
                <Checkbox
                  label={t('menu.options.available')}
                  className={styles.available}
                  {...form.register(`${name}.${index}.is_available`)}
                />
                <div className={styles.optionActions}>
                  <Button
                    ref={focus.ref(field.id, 'up')}
                    variant="ghost"
                    size="sm"
                    disabled={disabled || index === 0}
                    onClick={() => {
                      focus.moved(field.id, 'up');
                      move(index, index - 1);
                    }}
                  >
                    <RichText k="menu.options.optionUp" values={which} />
                  </Button>
                  <Button
                    ref={focus.ref(field.id, 'down')}
                    variant="ghost"
                    size="sm"
                    disabled={disabled || index === fields.length - 1}
                    onClick={() => {
                      focus.moved(field.id, 'down');
                      move(index, index + 1);
                    }}
                  >
                    <RichText k="menu.options.optionDown" values={which} />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.remove}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    <RichText k="menu.options.optionRemove" values={which} />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {listMessage(errors) && (
        <Text size="sm" tone="danger" role="alert">
          {listMessage(errors)}
        </Text>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || !canAddOption(fields)}
          onClick={() => append(newOption())}
        >
          <RichText k="menu.options.addOption" values={{ label: groupLabel }} />
        </Button>
      </div>
    </div>
  );
}
