import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Button,
  Checkbox,
  Cluster,
  EMPTY_PROMO_FORM,
  Field,
  Input,
  Notice,
  PROMO_KINDS,
  PROMO_KIND_LABELS,
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
import { CREATE_PROMO_MESSAGES, useCreatePromo } from '../api/create-promo';
import formStyles from '../../../components/form.module.css';
import styles from './promos.module.css';

const KIND_OPTIONS = PROMO_KINDS.map((kind) => ({ value: kind, label: PROMO_KIND_LABELS[kind] }));

const VALUE_LABELS: Record<Exclude<PromoKind, 'free_delivery'>, { label: string; hint: string }> = {
  percent: {
    label: 'Réduction (%)',
    hint: `Un entier de ${PROMO_LIMITS.percent.min} à ${PROMO_LIMITS.percent.max}, sur les plats (pas sur la livraison)`,
  },
  fixed: { label: 'Réduction (€)', hint: 'Jamais plus que les plats de la commande' },
};

export interface PromoFormDialogProps {
  restaurant: Pick<Restaurant, 'id' | 'time_zone'>;
  onClose: () => void;
}

/** 'Nouveau code': the code and its discount, its conditions, then `POST /restaurants/:id/promos`. */
export function PromoFormDialog({ restaurant, onClose }: PromoFormDialogProps) {
  const create = useCreatePromo();
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
  const formError = create.error && !refused ? getErrorDetail(create.error, CREATE_PROMO_MESSAGES.failed) : null;
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
      title="Nouveau code promo"
      description="Valable dans votre restaurant seulement. Votre restaurant finance la réduction : elle est déduite de votre part à la livraison."
      dismissible={!create.isPending}
      initialFocusRef={codeRef}
    >
      <form className={formStyles.form} noValidate aria-label="Nouveau code promo" onSubmit={(e) => void submit(e)}>
        <div className={formStyles.row}>
          <Field
            label="Code"
            required
            error={errorOf('code')}
            hint="3 à 20 caractères : lettres, chiffres, « - » ou « _ » (enregistré en majuscules)"
          >
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
          <Field label="Type de réduction" required error={errorOf('kind')}>
            <Select {...controlProps(form, 'kind')} options={KIND_OPTIONS} />
          </Field>
        </div>
        <div className={formStyles.row}>
          {kind !== 'free_delivery' && (
            <Field label={VALUE_LABELS[kind].label} required error={errorOf('value')} hint={VALUE_LABELS[kind].hint}>
              <Input {...controlProps(form, 'value')} invalid={Boolean(errorOf('value'))} inputMode="decimal" />
            </Field>
          )}
          <Field
            label="Minimum de plats (€)"
            optionalText="(facultatif)"
            error={errorOf('min_subtotal')}
            hint="Vide : sans minimum"
          >
            <Input
              {...controlProps(form, 'min_subtotal')}
              invalid={Boolean(errorOf('min_subtotal'))}
              inputMode="decimal"
            />
          </Field>
        </div>
        <div className={formStyles.row}>
          <Field label="Début" optionalText="(facultatif)" error={errorOf('starts_at')} hint="Vide : dès maintenant">
            <Input {...controlProps(form, 'starts_at')} type="datetime-local" invalid={Boolean(errorOf('starts_at'))} />
          </Field>
          <Field
            label="Fin"
            optionalText="(facultatif)"
            error={errorOf('ends_at')}
            hint="Heure du restaurant ; vide : sans fin"
          >
            <Input {...controlProps(form, 'ends_at')} type="datetime-local" invalid={Boolean(errorOf('ends_at'))} />
          </Field>
        </div>
        <div className={formStyles.row}>
          <Field
            label="Utilisations au total"
            optionalText="(facultatif)"
            error={errorOf('max_uses')}
            hint="Vide : sans limite"
          >
            <Input {...controlProps(form, 'max_uses')} invalid={Boolean(errorOf('max_uses'))} inputMode="numeric" />
          </Field>
          <Field
            label="Utilisations par client"
            optionalText="(facultatif)"
            error={errorOf('max_uses_per_client')}
            hint="Vide : sans limite"
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
          label="Première commande seulement"
          description="Réservé aux clients qui n’ont encore jamais commandé dans votre restaurant"
        />
        {formError && (
          <Notice tone="danger" role="alert" className={styles.error}>
            {formError}
          </Notice>
        )}
        <Cluster gap={2} className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose} disabled={create.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={create.isPending} loadingText="Création...">
            Créer le code
          </Button>
        </Cluster>
      </form>
    </Modal>
  );
}
