import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, Field, Input, Notice, RESTAURANT_CATEGORIES, Textarea } from '@teranga/shared-ui';
import { CheckboxGroup } from '../../../components/checkbox-group';
import { controlProps, formMessage, ruleError, useSpecForm } from '../../../components/spec-form';
import formStyles from '../../../components/form.module.css';
import { RESTAURATEUR_NS } from '../../../i18n';
import { ImageUpload, useImageUploading } from '../../upload';
import { useCreateRestaurant } from '../api/create-restaurant';
import { emptyRestaurantForm, restaurantFormSchema } from '../lib/restaurant-form';

/** 'Tous' is the explorer's "no filter", not a cuisine. */
const CUISINES = RESTAURANT_CATEGORIES.filter((category) => category !== 'Tous');

/**
 * A verified restaurateur without a restaurant creates it from the dashboard (`POST /restaurants`);
 * the dashboard then shows it, from the cache the creation fills.
 */
export function CreateRestaurantForm() {
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  const create = useCreateRestaurant();
  const uploading = useImageUploading();
  const form = useSpecForm(restaurantFormSchema, emptyRestaurantForm, create.reset);
  const { errors } = form.formState;
  const message = formMessage(errors, create.error, t('restaurant.create.failed'));

  return (
    <form
      className={formStyles.form}
      onSubmit={form.handleSubmit((payload) => create.mutate(payload))}
      noValidate
      aria-label={t('restaurant.create.form')}
    >
      <div className={formStyles.row}>
        <Field label={t('restaurant.profile.name')} required>
          <Input {...controlProps(form, 'name')} maxLength={100} autoComplete="organization" />
        </Field>
        <Field label={t('restaurant.profile.address')} required>
          <Input {...controlProps(form, 'address')} maxLength={300} autoComplete="street-address" />
        </Field>
      </div>
      <Field label={t('restaurant.profile.description')}>
        <Textarea {...form.register('description')} maxLength={1000} rows={3} />
      </Field>
      <div className={formStyles.row}>
        <Field label={t('restaurant.create.deliveryTime')} required error={ruleError(errors.delivery_time)}>
          <Input
            {...controlProps(form, 'delivery_time')}
            type="number"
            inputMode="numeric"
            min={1}
            max={240}
            step={1}
          />
        </Field>
        <Field label={t('restaurant.create.deliveryFee')} required error={ruleError(errors.delivery_fee)}>
          <Input {...controlProps(form, 'delivery_fee')} type="number" inputMode="decimal" min={0} step={0.01} />
        </Field>
        <Field label={t('restaurant.profile.minOrder')} error={ruleError(errors.min_order)}>
          <Input {...form.register('min_order')} type="number" inputMode="decimal" min={0} step={0.01} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="categories"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('restaurant.create.categories')}
            options={CUISINES.map((cuisine) => ({ value: cuisine, label: t(`common:labels.category.${cuisine}`) }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="image_url"
        render={({ field }) => (
          <ImageUpload label={t('restaurant.profile.photo')} value={field.value} onChange={field.onChange} />
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
          loading={create.isPending}
          disabled={uploading}
          loadingText={t('components.actions.creating')}
        >
          {t('restaurant.create.submit')}
        </Button>
      </Cluster>
    </form>
  );
}
