import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Cluster,
  Field,
  Heading,
  Input,
  Notice,
  PREP_MINUTES,
  RESTAURANT_CATEGORIES,
  Textarea,
  intlLocale,
  type Restaurant,
} from '@teranga/shared-ui';
import { CheckboxGroup } from '../../../components/checkbox-group';
import { controlProps, formMessage, ruleError, useSpecForm } from '../../../components/spec-form';
import formStyles from '../../../components/form.module.css';
import { RESTAURATEUR_NS, tr } from '../../../i18n';
import { ImageUpload, useImageUploading } from '../../upload';
import { useUpdateRestaurantProfile } from '../api/update-restaurant';
import { restaurantProfileSchema, restaurantToProfileValues } from '../lib/restaurant-form';
import styles from './restaurant-page.module.css';

/** 'Tous' is the explorer's "no filter", not a cuisine. */
const KNOWN_CUISINES = RESTAURANT_CATEGORIES.filter((category) => category !== 'Tous');

/** What the API made of the address: located by its postcode, or not. */
function locationHint(restaurant: Restaurant): string {
  const { latitude, longitude } = restaurant.location;
  if (latitude === null || longitude === null) return tr('restaurant.profile.notLocated');
  const coordinate = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 4 });
  return tr('restaurant.profile.located', {
    latitude: coordinate.format(latitude),
    longitude: coordinate.format(longitude),
  });
}

export interface ProfileFormProps {
  restaurant: Restaurant;
  locked: boolean;
}

/** The restaurant's profile as clients see it (`PUT /restaurants/:id`). */
export function ProfileForm({ restaurant, locked }: ProfileFormProps) {
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  const titleId = useId();
  const save = useUpdateRestaurantProfile();
  const uploading = useImageUploading();
  const form = useSpecForm(restaurantProfileSchema, restaurantToProfileValues(restaurant), save.reset);
  const { errors } = form.formState;
  const message = formMessage(errors, save.error, t('restaurant.profile.failed'));
  const chosen = form.watch('categories');
  // Cuisines the restaurant had or added stay listed (the API takes any label).
  const [extra, setExtra] = useState<string[]>(() => restaurant.categories.filter((c) => !KNOWN_CUISINES.includes(c)));
  const [newCuisine, setNewCuisine] = useState('');
  // The known cuisines in the page's language (the value sent stays the French one); added ones as typed.
  const cuisines = [
    ...KNOWN_CUISINES.map((cuisine) => ({ value: cuisine, label: t(`common:labels.category.${cuisine}`) })),
    ...extra.map((cuisine) => ({ value: cuisine, label: cuisine })),
  ];

  function addCuisine() {
    const label = newCuisine.trim();
    if (!label) return;
    const same = (text: string) => text.toLocaleLowerCase(intlLocale()) === label.toLocaleLowerCase(intlLocale());
    const existing = cuisines.find((c) => same(c.value) || same(c.label));
    const value = existing?.value ?? label;
    if (!existing) setExtra((list) => [...list, label]);
    if (!chosen.includes(value)) form.setValue('categories', [...chosen, value], { shouldDirty: true });
    setNewCuisine('');
  }

  return (
    <Card as="section" aria-labelledby={titleId} gap={4}>
      <Heading id={titleId}>{t('restaurant.profile.title')}</Heading>
      <form
        className={formStyles.form}
        noValidate
        aria-labelledby={titleId}
        onSubmit={form.handleSubmit((changes) =>
          save.mutate(
            { restaurantId: restaurant.id, changes },
            { onSuccess: (saved) => form.reset(restaurantToProfileValues(saved)) },
          ),
        )}
      >
        <div className={formStyles.row}>
          <Field label={t('restaurant.profile.name')} required>
            <Input {...controlProps(form, 'name')} maxLength={100} autoComplete="organization" />
          </Field>
          <Field label={t('restaurant.profile.address')} required hint={locationHint(restaurant)}>
            <Input {...controlProps(form, 'address')} maxLength={300} autoComplete="street-address" />
          </Field>
        </div>
        <Field label={t('restaurant.profile.description')}>
          <Textarea {...form.register('description')} maxLength={1000} rows={3} />
        </Field>
        <div className={formStyles.row}>
          <Field label={t('restaurant.profile.deliveryTime')} required error={ruleError(errors.delivery_time)}>
            <Input
              {...controlProps(form, 'delivery_time')}
              type="number"
              inputMode="numeric"
              min={1}
              max={240}
              step={1}
            />
          </Field>
          <Field label={t('restaurant.profile.minOrder')} error={ruleError(errors.min_order)}>
            <Input {...controlProps(form, 'min_order')} type="number" inputMode="decimal" min={0} step={0.01} />
          </Field>
          <Field
            label={t('restaurant.prep.label')}
            hint={t('restaurant.prep.hint', { min: PREP_MINUTES.min, max: PREP_MINUTES.max })}
            error={errors.prep_minutes?.message}
          >
            <Input
              {...controlProps(form, 'prep_minutes')}
              type="number"
              inputMode="numeric"
              min={PREP_MINUTES.min}
              max={PREP_MINUTES.max}
              step={1}
            />
          </Field>
        </div>
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <CheckboxGroup
              legend={t('restaurant.profile.cuisines')}
              options={cuisines}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <div className={styles.addCuisine}>
          <Field label={t('restaurant.profile.otherCuisine')}>
            <Input
              value={newCuisine}
              maxLength={50}
              onChange={(event) => setNewCuisine(event.target.value)}
              onKeyDown={(event) => {
                // Its own small form inside the profile's: Enter adds the cuisine, never saves.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                addCuisine();
              }}
            />
          </Field>
          <Button variant="secondary" onClick={addCuisine}>
            {t('restaurant.profile.addCuisine')}
          </Button>
        </div>
        <Controller
          control={form.control}
          name="image_url"
          render={({ field }) => (
            <ImageUpload
              label={t('restaurant.profile.photo')}
              value={field.value}
              onChange={field.onChange}
              disabled={locked}
            />
          )}
        />
        {message && (
          <Notice tone="danger" role="alert">
            {message}
          </Notice>
        )}
        <Cluster gap={3}>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={locked || uploading}
            loadingText={t('components.actions.saving')}
          >
            {t('restaurant.profile.submit')}
          </Button>
        </Cluster>
      </form>
    </Card>
  );
}
