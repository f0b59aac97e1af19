import type { Role } from '../types';
import type { AllergenId, DeliveryStatus, DocumentKey, OrderPaymentStatus, OrderStatus, PaymentMode } from '../rules';

// The French words of the API's enumerations: what the spec names, and the source of the
// `common` catalogue's `labels` (i18n/locales/fr.ts). Imports nothing that translates: the
// catalogue is read by the i18n module itself, which must not be imported back here.

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  client: 'Client',
  restaurateur: 'Restaurateur',
  livreur: 'Livreur',
  admin: 'Administrateur',
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  en_attente: 'En attente',
  confirmee: 'Confirmée',
  en_preparation: 'En préparation',
  prete: 'Prête',
  en_livraison: 'En livraison',
  livree: 'Livrée',
  annulee: 'Annulée',
};

/** A take-away order's last step (issue 16): handed over at the counter, not delivered. */
export const TAKEAWAY_ORDER_STATUS_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  livree: 'Récupérée',
};

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  en_attente: 'En attente',
  acceptee: 'Acceptée',
  en_cours: 'En cours',
  livree: 'Livrée',
  annulee: 'Annulée',
};

export const PAYMENT_MODE_LABELS: Readonly<Record<PaymentMode, string>> = {
  card: 'Carte bancaire',
  cash: 'Espèces',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<OrderPaymentStatus, string>> = {
  pending: 'Paiement en attente',
  paid: 'Payée',
  failed: 'Paiement échoué',
  refunded: 'Remboursée',
  not_applicable: 'Paiement à la livraison',
};

export interface AllergenOption {
  id: AllergenId;
  label: string;
}

export const ALLERGENS: readonly AllergenOption[] = [
  { id: 'gluten', label: 'Gluten' },
  { id: 'lactose', label: 'Lactose' },
  { id: 'nuts', label: 'Fruits à coque' },
  { id: 'eggs', label: 'Œufs' },
  { id: 'fish', label: 'Poisson' },
  { id: 'shellfish', label: 'Crustacés' },
  { id: 'soy', label: 'Soja' },
  { id: 'sesame', label: 'Sésame' },
];

export interface RequiredDocument {
  key: DocumentKey;
  label: string;
  /** Optional documents show 'Non fourni' instead of 'Manquant' when absent. */
  required: boolean;
}

export const REQUIRED_DOCUMENTS: Readonly<Record<'restaurateur' | 'livreur', readonly RequiredDocument[]>> = {
  restaurateur: [
    { key: 'license', label: "Licence de restaurant / permis d'exploitation", required: true },
    { key: 'id_card', label: "Pièce d'identité (recto et verso)", required: true },
    { key: 'commerce_register', label: 'Extrait du registre du commerce', required: false },
  ],
  livreur: [
    { key: 'driver_license', label: 'Permis de conduire', required: true },
    { key: 'id_card', label: "Pièce d'identité (recto et verso)", required: true },
    { key: 'insurance', label: 'Assurance responsabilité civile', required: true },
  ],
};

/** Restaurant category filters of the explorer, in display order ('Tous' means no filter). */
export const RESTAURANT_CATEGORIES: readonly string[] = [
  'Tous',
  'Africain',
  'Sénégalais',
  'Caribéen',
  'Créole',
  'Antillais',
  'Halal',
  'Grillade',
];
