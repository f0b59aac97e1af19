import { useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
  PROMO_KIND_LABELS,
  PROMO_LIMITS,
  Select,
  Stack,
  type PromoFieldError,
  type PromoFormValues,
  type PromoPayload,
} from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';
import { promoFormSchema } from '@teranga/shared-ui/rules';
import styles from './promotions.module.css';

const KIND_OPTIONS = PROMO_KINDS.map((kind) => ({ value: kind, label: PROMO_KIND_LABELS[kind] }));

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
  const codeRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Nouveau code de la plateforme"
      description="Valable dans tous les restaurants ; la plateforme paie la réduction."
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
  /** A number as typed (a comma is fine): the schema reads it. */
  const numberInput = (name: NumberField, inputMode: 'decimal' | 'numeric') => (
    <Input {...register(name)} className={styles.number} inputMode={inputMode} autoComplete="off" readOnly={pending} />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <Stack gap={4}>
        <Grid min="13rem" repeat="auto-fill" gap={4}>
          <Field label="Code" required hint="Enregistré en majuscules, unique." error={errors.code?.message}>
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
          <Field label="Type de réduction" required error={errors.kind?.message}>
            <Select {...register('kind')} options={KIND_OPTIONS} disabled={pending} />
          </Field>
          {kind !== 'free_delivery' && (
            <Field
              label={kind === 'percent' ? 'Réduction (%)' : 'Réduction (€)'}
              required
              hint={
                kind === 'percent'
                  ? `Des plats, de ${percent.min} à ${percent.max} %.`
                  : `Jamais plus que les plats, jusqu’à ${fixedEuros.max} €.`
              }
              error={errors.value?.message}
            >
              {numberInput('value', 'decimal')}
            </Field>
          )}
          <Field
            label="Minimum de plats (€)"
            optionalText="(facultatif)"
            hint={`Vide : aucun ; jusqu’à ${minSubtotalEuros.max} €.`}
            error={errors.min_subtotal?.message}
          >
            {numberInput('min_subtotal', 'decimal')}
          </Field>
          <Field
            label="Valable du"
            optionalText="(facultatif)"
            hint="Vide : dès sa création."
            error={errors.starts_at?.message}
          >
            <Input {...register('starts_at')} type="date" readOnly={pending} />
          </Field>
          <Field
            label="Jusqu’au (inclus)"
            optionalText="(facultatif)"
            hint="Vide : sans fin."
            error={errors.ends_at?.message}
          >
            <Input {...register('ends_at')} type="date" readOnly={pending} />
          </Field>
          <Field
            label="Utilisations au total"
            optionalText="(facultatif)"
            hint="Vide : sans limite."
            error={errors.max_uses?.message}
          >
            {numberInput('max_uses', 'numeric')}
          </Field>
          <Field
            label="Utilisations par client"
            optionalText="(facultatif)"
            hint="Vide : sans limite."
            error={errors.max_uses_per_client?.message}
          >
            {numberInput('max_uses_per_client', 'numeric')}
          </Field>
        </Grid>
        <Checkbox
          {...register('first_order_only')}
          label="Première commande seulement"
          description="Pour un client qui n’a encore jamais commandé sur Teranga."
          disabled={pending}
        />
        <Cluster justify="flex-end" gap={3}>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" loading={pending}>
            Créer le code
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
