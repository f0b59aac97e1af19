/**
 * Entities and payloads as the Teranga API sends and accepts them: aliases of the types GENERATED from the
 * API's OpenAPI document (`./api.gen.ts`, `npm run contract:generate`), so front and API cannot drift.
 * Enumerations come from the shared rules module; front-only shapes (cart, forms, areas) are written here.
 */
import type {
  AllergenId,
  DeliveryStatus,
  DocumentKey,
  Fulfillment,
  OrderPaymentStatus,
  OrderStatus,
  PaymentMode,
  ProviderPaymentStatus,
  RegistrableRole,
  Role,
} from '../rules';
import type { components, operations, paths } from './api.gen';

/** The whole generated contract, for typing a call the aliases below do not cover. */
export type { components as ApiComponents, operations as ApiOperations, paths as ApiPaths };

// Enumerations are shared with the API: the rules module is their one definition.
export type {
  Role,
  RegistrableRole,
  DocumentKey,
  AllergenId,
  OrderStatus,
  DeliveryStatus,
  PaymentMode,
  OrderPaymentStatus,
  ProviderPaymentStatus,
  Fulfillment,
};

type Schemas = components['schemas'];

// --- Accounts ------------------------------------------------------------------

export type User = Schemas['User'];
/** A restaurateur or courier awaiting validation, with signed links to their documents. */
export type PendingUser = Schemas['PendingUser'];
/** Answer of login and register. */
export type LoginResult = Schemas['AuthResult'];
/** Answer of `POST /auth/refresh`. */
export type RefreshResult = Schemas['TokenPair'];
export type LoginPayload = Schemas['LoginPayload'];
export type RegistrationPayload = Schemas['RegisterPayload'];
export type ProfileUpdatePayload = Schemas['ProfileUpdatePayload'];

/** The profile form's state (every field a string while typing); sent as a `ProfileUpdatePayload`. */
export interface ProfileForm {
  name: string;
  email: string;
  phone: string;
  address: string;
  current_password?: string;
  new_password?: string;
  confirm_password?: string;
}

// --- Catalogue -----------------------------------------------------------------

export type Restaurant = Schemas['Restaurant'];
export type RestaurantLocation = Restaurant['location'];
/** Restaurant create body (owner's dashboard); money in euros. */
export type RestaurantPayload = Schemas['RestaurantCreatePayload'];
export type RestaurantUpdatePayload = Schemas['RestaurantUpdatePayload'];
export type Plat = Schemas['Plat'];
export type PlatCreatePayload = Schemas['PlatCreatePayload'];
export type PlatUpdatePayload = Schemas['PlatUpdatePayload'];
/** A menu category, with the number of dishes filed under it. */
export type Category = Schemas['Category'];
export type CategoryCreatePayload = Schemas['CategoryCreatePayload'];
export type UploadResult = Schemas['UploadResult'];

// --- Orders, deliveries, payments ------------------------------------------------

export type Commande = Schemas['Commande'];
/** One order line; `plat_id` is null once the dish has been deleted (name and price are snapshots). */
export type CommandeItem = Schemas['CommandeItem'];
export type OrderCreatePayload = Schemas['OrderCreatePayload'];
export type OrderItemPayload = Schemas['OrderItemPayload'];
/** A delivery with its order embedded (`commande`, null only if the order is gone). */
export type Livraison = Schemas['Livraison'];
/** Counts over ALL of a courier's deliveries (`GET /livraisons/summary`). */
export type LivraisonSummary = Schemas['LivraisonSummary'];
export type LivraisonLocation = Schemas['LivraisonLocation'];
export type Suivi = Schemas['Suivi'];
export type SuiviLivraison = Schemas['SuiviLivraison'];
export type LivraisonPin = Schemas['LivraisonPin'];
export type PaymentConfig = Schemas['PaymentConfig'];
export type PaymentIntentResponse = Schemas['PaymentIntent'];
export type TestCardPayload = Schemas['TestCardPayload'];
export type TestCardResult = Schemas['TestCardResult'];

// --- Analytics and administration -------------------------------------------------

export type RestaurantAnalytics = Schemas['RestaurantAnalytics'];
export type PopularDish = RestaurantAnalytics['popular_dishes'][number];
export type DriverAnalytics = Schemas['DriverAnalytics'];
export type AdminStats = Schemas['AdminStats'];
/** One admin action of the audit log (`GET /admin/audit`), with the values it changed. */
export type AuditEntry = Schemas['AuditEntry'];

// Restaurant operations (issue 16).
export type RestaurantHoursPayload = Schemas['RestaurantHoursPayload'];
export type BusyModePayload = Schemas['BusyModePayload'];
export type RestaurantSlots = Schemas['RestaurantSlots'];
export type Slot = Schemas['Slot'];
export type PlatOptionGroup = Schemas['PlatOptionGroup'];
export type PlatOption = Schemas['PlatOption'];
export type CommandeItemOption = Schemas['CommandeItemOption'];
export type CommandeReviewSummary = Schemas['CommandeReviewSummary'];
export type Review = Schemas['Review'];
export type ReviewPayload = Schemas['ReviewPayload'];
export type RestaurantReviews = Schemas['RestaurantReviews'];
export type PublicReview = Schemas['PublicReview'];
export type ReviewReplyPayload = Schemas['ReviewReplyPayload'];
export type CourierReviewSummary = Schemas['CourierReviewSummary'];
export type AdminReview = Schemas['AdminReview'];
export type HideReviewPayload = Schemas['HideReviewPayload'];

// Money you can audit (issue 17).
export type CheckoutSettings = Schemas['CheckoutSettings'];
export type PlatformSettings = Schemas['PlatformSettings'];
export type PlatformSettingsPayload = Schemas['PlatformSettingsPayload'];
export type RestaurantCommission = Schemas['RestaurantCommission'];
export type RestaurantCommissionPayload = Schemas['RestaurantCommissionPayload'];
export type Promo = Schemas['Promo'];
export type PromoPayload = Schemas['PromoPayload'];
export type PromoQuote = Schemas['PromoQuote'];
export type PromoValidatePayload = Schemas['PromoValidatePayload'];
export type PromoCartLine = Schemas['PromoCartLine'];
export type RestaurantRefundPayload = Schemas['RestaurantRefundPayload'];
export type RestaurantStatement = Schemas['RestaurantStatement'];
export type CourierEarnings = Schemas['CourierEarnings'];
export type PlatformFinances = Schemas['PlatformFinances'];
export type OrderReceipt = Schemas['OrderReceipt'];
export type LedgerCheck = Schemas['LedgerCheck'];

// --- Errors ------------------------------------------------------------------------

/** Every error body: `{ detail }` in French. */
export type ApiErrorBody = Schemas['Error'];
/** 400 bodies also list each invalid field. */
export type ValidationErrorBody = Schemas['ValidationError'];

// --- Front-only ----------------------------------------------------------------------

export type AreaKey = 'client' | 'restaurateur' | 'livreur' | 'admin';

/**
 * A cart line is the dish itself plus the quantity chosen, and (issue 16) the options chosen:
 * lines are keyed by `line_key` (the dish and its options; a cart stored before options existed
 * has none and is keyed by the dish id), `price` includes the supplements (display only: the
 * server prices the order).
 */
export interface CartItem extends Plat {
  quantity: number;
  line_key?: string;
  option_ids?: string[];
  options?: CommandeItemOption[];
}

export interface Cart {
  items: CartItem[];
  /** The restaurant every item comes from; null when the cart is empty. */
  restaurantId: string | null;
}

/** Payment state of an order (`commande.payment_status`, labels in PAYMENT_STATUS_LABELS). */
export type PaymentStatus = OrderPaymentStatus;

// Compile-time guard: the rules' enumerations and the API's schemas must list the same values
// (a status added on one side only fails `tsc` here).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AllTrue<T extends true[]> = T;
export type EnumerationsMatchTheApi = AllTrue<
  [
    Same<Role, User['role']>,
    Same<RegistrableRole, NonNullable<RegistrationPayload['role']>>,
    Same<DocumentKey, keyof NonNullable<User['documents']>>,
    Same<AllergenId, Plat['allergens'][number]>,
    Same<OrderStatus, Commande['status']>,
    Same<PaymentMode, Commande['payment_mode']>,
    Same<OrderPaymentStatus, Commande['payment_status']>,
    Same<DeliveryStatus, Livraison['status']>,
    Same<Fulfillment, Commande['fulfillment']>,
  ]
>;
