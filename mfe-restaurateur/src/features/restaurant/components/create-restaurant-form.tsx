import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Input,
  RESTAURANT_CATEGORIES,
  Textarea,
  getErrorDetail,
  toast,
  type Restaurant,
} from '@teranga/shared-ui';
import formStyles from '../../../components/form.module.css';
import { ImageUpload } from '../../upload/components/image-upload';
import { createRestaurant } from '../api/create-restaurant';

/** 'Tous' is the explorer's "no filter", not a cuisine. */
const CUISINES = RESTAURANT_CATEGORIES.filter((category) => category !== 'Tous');

export const CREATE_RESTAURANT_MESSAGES = {
  required: 'Veuillez remplir tous les champs obligatoires',
  deliveryTime: 'Le temps de livraison doit être un nombre entier de minutes (1 à 240)',
  amounts: 'Les frais de livraison et la commande minimum doivent être des montants positifs',
  created: 'Restaurant créé avec succès!',
  failed: 'Erreur lors de la création du restaurant',
} as const;

interface FormState {
  name: string;
  description: string;
  address: string;
  deliveryTime: string;
  deliveryFee: string;
  minOrder: string;
  categories: string[];
  imageUrl: string | null;
}

const initial: FormState = {
  name: '',
  description: '',
  address: '',
  deliveryTime: '30',
  deliveryFee: '2.50',
  minOrder: '0',
  categories: [],
  imageUrl: null,
};

const isAmount = (value: number) => Number.isFinite(value) && value >= 0;
const cents = (value: number) => Math.round(value * 100) / 100;

/** A verified restaurateur without a restaurant creates it from the dashboard (`POST /restaurants`). */
export function CreateRestaurantForm({ onCreated }: { onCreated: (restaurant: Restaurant) => void }) {
  const [form, setForm] = useState<FormState>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  const update = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const toggleCuisine = (cuisine: string, checked: boolean) =>
    update('categories', checked ? [...form.categories, cuisine] : form.categories.filter((c) => c !== cuisine));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.name.trim() || !form.address.trim() || !form.deliveryTime.trim() || !form.deliveryFee.trim()) {
      setError(CREATE_RESTAURANT_MESSAGES.required);
      return;
    }
    const deliveryTime = Number(form.deliveryTime);
    if (!Number.isInteger(deliveryTime) || deliveryTime < 1 || deliveryTime > 240) {
      setError(CREATE_RESTAURANT_MESSAGES.deliveryTime);
      return;
    }
    const deliveryFee = Number(form.deliveryFee);
    const minOrder = form.minOrder.trim() ? Number(form.minOrder) : 0;
    if (!isAmount(deliveryFee) || !isAmount(minOrder)) {
      setError(CREATE_RESTAURANT_MESSAGES.amounts);
      return;
    }
    setSaving(true);
    try {
      const restaurant = await createRestaurant({
        name: form.name.trim(),
        description: form.description.trim(),
        address: form.address.trim(),
        delivery_time: deliveryTime,
        delivery_fee: cents(deliveryFee),
        min_order: cents(minOrder),
        categories: form.categories,
        image_url: form.imageUrl,
      });
      toast.success(CREATE_RESTAURANT_MESSAGES.created);
      onCreated(restaurant);
    } catch (caught) {
      const message = getErrorDetail(caught, CREATE_RESTAURANT_MESSAGES.failed);
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Créer mon restaurant">
      <div className={formStyles.row}>
        <Field label="Nom du restaurant" required>
          <Input value={form.name} onChange={(e) => update('name', e.target.value)} maxLength={100} autoComplete="organization" />
        </Field>
        <Field label="Adresse" required>
          <Input value={form.address} onChange={(e) => update('address', e.target.value)} maxLength={300} autoComplete="street-address" />
        </Field>
      </div>
      <Field label="Description">
        <Textarea value={form.description} onChange={(e) => update('description', e.target.value)} maxLength={1000} rows={3} />
      </Field>
      <div className={formStyles.row}>
        <Field label="Temps de livraison (min)" required>
          <Input type="number" inputMode="numeric" min={1} max={240} step={1} value={form.deliveryTime} onChange={(e) => update('deliveryTime', e.target.value)} />
        </Field>
        <Field label="Frais de livraison (€)" required>
          <Input type="number" inputMode="decimal" min={0} step={0.01} value={form.deliveryFee} onChange={(e) => update('deliveryFee', e.target.value)} />
        </Field>
        <Field label="Commande minimum (€)">
          <Input type="number" inputMode="decimal" min={0} step={0.01} value={form.minOrder} onChange={(e) => update('minOrder', e.target.value)} />
        </Field>
      </div>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Catégories</legend>
        <div className={formStyles.checks}>
          {CUISINES.map((cuisine) => (
            <Checkbox
              key={cuisine}
              label={cuisine}
              checked={form.categories.includes(cuisine)}
              onChange={(e) => toggleCuisine(cuisine, e.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <ImageUpload
        label="Photo du restaurant"
        value={form.imageUrl}
        onChange={(url) => update('imageUrl', url)}
        onUploadingChange={setUploading}
      />
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      <div className={formStyles.actions}>
        <Button type="submit" loading={saving} disabled={uploading} loadingText="Création...">
          Créer mon restaurant
        </Button>
      </div>
    </form>
  );
}
