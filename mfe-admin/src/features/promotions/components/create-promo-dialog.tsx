import { useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  Cluster,
  DEFAULT_TIME_ZONE,
  EMPTY_PROMO_FORM,
  Field,
  Grid,
  Input,
  PROMO_KINDS,
  PROMO_LIMITS,
  Select,
  Stack,
  type PromoFieldError,
  type PromoFormValues,
  type PromoPayload,
} from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';
import { promoFormSchema } from '@teranga/shared-ui/rules';
import { ADMIN_NS } from '../../../i18n';
import styles from './promotions.module.css';

/** Whole days of Paris, the last one included. */
const formSchema = promoFormSchema({ input: 'date', timeZone: DEFAULT_TIME_ZONE });

interface CreatePromoDialogProps {
  open: boolean;
  pending: boolean;
  /** Sends the code; `reject` puts the API's refusals on their fields. */
  onSubmit: (body: PromoPayload, reject: (errors: PromoFieldError[]) => void) => void;
  onClose: () => void;
}

/** A new platform code: valid in every restaurant, the platform paying the discount. */
export function CreatePromoDialog({ open, pending, onSubmit, onClose }: CreatePromoDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const codeRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('promotions.form.title')}
      description={t('promotions.form.description')}
      initialFocusRef={codeRef}
      dismissible={!pending}
      size="lg"
    >
      {/* Mounted with the dialog: every new code starts from an empty form. */}
      {open && <PromoForm codeRef={codeRef} pending={pending} onSubmit={onSubmit} onCancel={onClose} />}
    </Modal>
  );
}

interface PromoFormProps {
  codeRef: RefObject<HTMLInputElement | null>;
  pending: boolean;
  onSubmit: CreatePromoDialogProps['onSubmit'];
  onCancel: () => void;
}

type NumberField = 'value' | 'min_subtotal' | 'max_uses' | 'max_uses_per_client';

/** The code's terms, checked by the API's own schema before they are sent. */
function PromoForm({ codeRef, pending, onSubmit, onCancel }: PromoFormProps) {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  const { register, handleSubmit, setError, watch, formState } = useForm<PromoFormValues, unknown, PromoPayload>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY_PROMO_FORM,
  });
  const { errors } = formState;
  const kind = watch('kind');
  const { ref: codeFieldRef, ...codeField } = register('code');

  const submit = handleSubmit((body) =>
    onSubmit(body, (refusals) =>
      refusals.forEach(({ field, message }, index) => setError(field, { message }, { shouldFocus: index === 0 })),
    ),
  );
  const { percent, fixedEuros, minSubtotalEuros } = PROMO_LIMITS;
  const kindOptions = PROMO_KINDS.map((value) => ({ value, label: t(`common:labels.promoKind.${value}`) }));
  /** A number as typed (a comma is fine): the schema reads it. */
  const numberInput = (name: NumberField, inputMode: 'decimal' | 'numeric') => (
    <Input {...register(name)} className={styles.number} inputMode={inputMode} autoComplete="off" readOnly={pending} />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <Stack gap={4}>
        <Grid min="13rem" repeat="auto-fill" gap={4}>
          <Field
            label={t('promotions.form.code')}
            required
            hint={t('promotions.form.codeHint')}
            error={errors.code?.message}
          >
            <Input
              {...codeField}
              ref={(element) => {
                codeFieldRef(element);
                codeRef.current = element;
              }}
              className={styles.codeInput}
              autoComplete="off"
              spellCheck={false}
              readOnly={pending}
            />
          </Field>
          <Field label={t('promotions.form.kind')} required error={errors.kind?.message}>
            <Select {...register('kind')} options={kindOptions} disabled={pending} />
          </Field>
          {kind !== 'free_delivery' && (
            <Field
              label={kind === 'percent' ? t('promotions.form.percent') : t('promotions.form.fixed')}
              required
              hint={
                kind === 'percent'
                  ? t('promotions.form.percentHint', { min: percent.min, max: percent.max })
                  : t('promotions.form.fixedHint', { max: fixedEuros.max })
              }
              error={errors.value?.message}
            >
              {numberInput('value', 'decimal')}
            </Field>
          )}
          <Field
            label={t('promotions.form.minSubtotal')}
            optionalText={t('promotions.form.optional')}
            hint={t('promotions.form.minSubtotalHint', { max: minSubtotalEuros.max })}
            error={errors.min_subtotal?.message}
          >
            {numberInput('min_subtotal', 'decimal')}
          </Field>
          <Field
            label={t('promotions.form.startsAt')}
            optionalText={t('promotions.form.optional')}
            hint={t('promotions.form.startsAtHint')}
            error={errors.starts_at?.message}
          >
            <Input {...register('starts_at')} type="date" readOnly={pending} />
          </Field>
          <Field
            label={t('promotions.form.endsAt')}
            optionalText={t('promotions.form.optional')}
            hint={t('promotions.form.endsAtHint')}
            error={errors.ends_at?.message}
          >
            <Input {...register('ends_at')} type="date" readOnly={pending} />
          </Field>
          <Field
            label={t('promotions.form.maxUses')}
            optionalText={t('promotions.form.optional')}
            hint={t('promotions.form.noLimit')}
            error={errors.max_uses?.message}
          >
            {numberInput('max_uses', 'numeric')}
          </Field>
          <Field
            label={t('promotions.form.maxUsesPerClient')}
            optionalText={t('promotions.form.optional')}
            hint={t('promotions.form.noLimit')}
            error={errors.max_uses_per_client?.message}
          >
            {numberInput('max_uses_per_client', 'numeric')}
          </Field>
        </Grid>
        <Checkbox
          {...register('first_order_only')}
          label={t('promotions.form.firstOrder')}
          description={t('promotions.form.firstOrderText')}
          disabled={pending}
        />
        <Cluster justify="flex-end" gap={3}>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('promotions.form.submit')}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
