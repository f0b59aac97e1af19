import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  Cluster,
  EMPTY_PROMO_FORM,
  Field,
  Input,
  Notice,
  PROMO_KINDS,
  PROMO_LIMITS,
  Select,
  getErrorDetail,
  promoFieldErrors,
  type PromoFormValues,
  type PromoKind,
  type PromoPayload,
  type Restaurant,
} from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';
import { promoFormSchema } from '@teranga/shared-ui/rules';
import { controlProps, useSpecForm } from '../../../components/spec-form';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useCreatePromo } from '../api/create-promo';
import formStyles from '../../../components/form.module.css';
import styles from './promos.module.css';

export interface PromoFormDialogProps {
  restaurant: Pick<Restaurant, 'id' | 'time_zone'>;
  onClose: () => void;
}

/** 'Nouveau code': the code and its discount, its conditions, then `POST /restaurants/:id/promos`. */
export function PromoFormDialog({ restaurant, onClose }: PromoFormDialogProps) {
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  const create = useCreatePromo();
  const kindOptions = PROMO_KINDS.map((value) => ({ value, label: t(`common:labels.promoKind.${value}`) }));
  const valueLabels: Record<Exclude<PromoKind, 'free_delivery'>, { label: string; hint: string }> = {
    percent: { label: t('promos.form.percent'), hint: t('promos.form.percentHint', PROMO_LIMITS.percent) },
    fixed: { label: t('promos.form.fixed'), hint: t('promos.form.fixedHint') },
  };
  // Its dates are date-times of the restaurant's zone.
  const form = useSpecForm(
    promoFormSchema({ input: 'datetime-local', timeZone: restaurant.time_zone }),
    EMPTY_PROMO_FORM,
    create.reset,
  );
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const codeRef = useRef<HTMLInputElement | null>(null);
  const refused = create.error ? promoFieldErrors(create.error) : null;
  /** A refusal about no field, said under the form. */
  const formError = create.error && !refused ? getErrorDetail(create.error, t('promos.form.failed')) : null;
  /** The field's own rule first, else the API's refusal of this field. */
  const errorOf = (name: keyof PromoFormValues) =>
    errors[name]?.message ?? refused?.find((refusal) => refusal.field === name)?.message;
  const codeField = form.register('code');

  const submit = form.handleSubmit((payload: PromoPayload) =>
    create.mutate(
      { restaurantId: restaurant.id, payload },
      {
        onSuccess: onClose,
        onError: (error) => {
          const field = promoFieldErrors(error)?.[0]?.field;
          if (field) form.setFocus(field);
        },
      },
    ),
  );

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={t('promos.form.title')}
      description={t('promos.form.description')}
      dismissible={!create.isPending}
      initialFocusRef={codeRef}
    >
      <form className={formStyles.form} noValidate aria-label={t('promos.form.title')} onSubmit={(e) => void submit(e)}>
        <div className={formStyles.row}>
          <Field label={t('promos.form.code')} required error={errorOf('code')} hint={t('promos.form.codeHint')}>
            <Input
              {...codeField}
              ref={(element) => {
                codeField.ref(element);
                codeRef.current = element;
              }}
              invalid={Boolean(errorOf('code'))}
              maxLength={20}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <Field label={t('promos.form.kind')} required error={errorOf('kind')}>
            <Select {...controlProps(form, 'kind')} options={kindOptions} />
          </Field>
        </div>
        <div className={formStyles.row}>
          {kind !== 'free_delivery' && (
            <Field label={valueLabels[kind].label} required error={errorOf('value')} hint={valueLabels[kind].hint}>
              <Input {...controlProps(form, 'value')} invalid={Boolean(errorOf('value'))} inputMode="decimal" />
            </Field>
          )}
          <Field
            label={t('promos.form.minSubtotal')}
            optionalText={t('components.optionalAlt')}
            error={errorOf('min_subtotal')}
            hint={t('promos.form.minSubtotalHint')}
          >
            <Input
              {...controlProps(form, 'min_subtotal')}
              invalid={Boolean(errorOf('min_subtotal'))}
              inputMode="decimal"
            />
          </Field>
        </div>
        <div className={formStyles.row}>
          <Field
            label={t('promos.form.startsAt')}
            optionalText={t('components.optionalAlt')}
            error={errorOf('starts_at')}
            hint={t('promos.form.startsAtHint')}
          >
            <Input {...controlProps(form, 'starts_at')} type="datetime-local" invalid={Boolean(errorOf('starts_at'))} />
          </Field>
          <Field
            label={t('promos.form.endsAt')}
            optionalText={t('components.optionalAlt')}
            error={errorOf('ends_at')}
            hint={t('promos.form.endsAtHint')}
          >
            <Input {...controlProps(form, 'ends_at')} type="datetime-local" invalid={Boolean(errorOf('ends_at'))} />
          </Field>
        </div>
        <div className={formStyles.row}>
          <Field
            label={t('promos.form.maxUses')}
            optionalText={t('components.optionalAlt')}
            error={errorOf('max_uses')}
            hint={t('promos.form.noLimit')}
          >
            <Input {...controlProps(form, 'max_uses')} invalid={Boolean(errorOf('max_uses'))} inputMode="numeric" />
          </Field>
          <Field
            label={t('promos.form.maxUsesPerClient')}
            optionalText={t('components.optionalAlt')}
            error={errorOf('max_uses_per_client')}
            hint={t('promos.form.noLimit')}
          >
            <Input
              {...controlProps(form, 'max_uses_per_client')}
              invalid={Boolean(errorOf('max_uses_per_client'))}
              inputMode="numeric"
            />
          </Field>
        </div>
        <Checkbox
          {...form.register('first_order_only')}
          label={t('promos.form.firstOrderOnly')}
          description={t('promos.form.firstOrderOnlyHint')}
        />
        {formError && (
          <Notice tone="danger" role="alert" className={styles.error}>
            {formError}
          </Notice>
        )}
        <Cluster gap={2} className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose} disabled={create.isPending}>
            {t('components.actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} loadingText={t('components.actions.creating')}>
            {t('promos.form.submit')}
          </Button>
        </Cluster>
      </form>
    </Modal>
  );
}
