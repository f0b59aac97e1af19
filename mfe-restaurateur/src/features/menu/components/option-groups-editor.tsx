import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, Field, Input, OPTION_LIMITS, Text } from '@teranga/shared-ui';
import formStyles from '../../../components/form.module.css';
import { RichText } from '../../../components/rich-text';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useFocusAfterMove } from '../hooks/use-focus-after-move';
import type { DishFields, DishFormValues } from '../lib/dish-form-values';
import { canAddGroup, listMessage, newOptionGroup } from '../lib/option-groups-form';
import { OptionList } from './option-list';
import styles from './option-groups.module.css';

export interface OptionGroupsEditorProps {
  form: UseFormReturn<DishFormValues, unknown, DishFields>;
  disabled: boolean;
}

/**
 * The dish's option groups ('Accompagnement : riz, attiéké ou alloco +2 €'): groups and their
 * options added, removed and put in order with 'Monter' / 'Descendre' (the keyboard's way, no
 * dragging), checked on submit with the shared `optionGroupsSchema`.
 */
export function OptionGroupsEditor({ form, disabled }: OptionGroupsEditorProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const titleId = useId();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'option_groups' });
  const groups = useWatch({ control: form.control, name: 'option_groups' }) ?? [];
  const focus = useFocusAfterMove(fields);
  const errors = form.formState.errors.option_groups;

  return (
    <section className={formStyles.fieldset} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('menu.options.title')}
      </h2>
      <Text size="sm" tone="muted">
        {t('menu.options.intro', { groups: OPTION_LIMITS.groupsPerDish, options: OPTION_LIMITS.optionsPerGroup })}
      </Text>
      {fields.length === 0 && <Text tone="muted">{t('menu.options.none')}</Text>}
      <ol className={styles.groups}>
        {fields.map((field, index) => {
          const group = groups[index];
          const groupErrors = errors?.[index];
          const label = group?.name.trim() ? t('menu.options.quoted', { name: group.name.trim() }) : `${index + 1}`;
          const required = Number(group?.min) >= 1;
          return (
            <li key={field.id} className={styles.group}>
              <fieldset className={styles.groupFieldset}>
                <legend className={styles.legend}>{t('menu.options.groupLegend', { label })}</legend>
                <div className={styles.groupFields}>
                  <Field label={t('menu.options.groupName')} error={groupErrors?.name?.message} className={styles.name}>
                    <Input
                      {...form.register(`option_groups.${index}.name`)}
                      maxLength={OPTION_LIMITS.nameMax}
                      placeholder={t('menu.options.groupPlaceholder')}
                    />
                  </Field>
                  <Field
                    label={t('menu.options.min')}
                    hint={required ? t('menu.options.required') : t('menu.options.optional')}
                    error={groupErrors?.min?.message}
                  >
                    <Input
                      {...form.register(`option_groups.${index}.min`)}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={OPTION_LIMITS.optionsPerGroup}
                      step={1}
                      className={styles.count}
                    />
                  </Field>
                  <Field label={t('menu.options.max')} error={groupErrors?.max?.message}>
                    <Input
                      {...form.register(`option_groups.${index}.max`)}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={OPTION_LIMITS.optionsPerGroup}
                      step={1}
                      className={styles.count}
                    />
                  </Field>
                </div>
                <OptionList form={form} group={index} groupLabel={label} disabled={disabled} />
                <Cluster gap={2} className={styles.groupActions}>
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
                    <RichText k="menu.options.groupUp" values={{ label }} />
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
                    <RichText k="menu.options.groupDown" values={{ label }} />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.remove}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    <RichText k="menu.options.groupRemove" values={{ label }} />
                  </Button>
                </Cluster>
              </fieldset>
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
          disabled={disabled || !canAddGroup(fields)}
          onClick={() => append(newOptionGroup())}
        >
          {t('menu.options.addGroup')}
        </Button>
      </div>
    </section>
  );
}
