/** Entities as the Teranga API returns them (spec section 3). Ids are opaque strings (UUID-like). */

export type Role = 'client' | 'restaurateur' | 'livreur' | 'admin';

/** The roles a visitor may pick when signing up: admin accounts are never self-created. */
export type RegistrableRole = Exclude<Role, 'admin'>;

export type AreaKey = 'client' | 'restaurateur' | 'livreur' | 'admin';

export type DocumentKey =
  | 'license'
  | 'id_card'
  | 'commerce_register'
  | 'driver_license'
  | 'insurance';

export type AllergenId =
  | 'gluten'
  | 'lactose'
  | 'nuts'
  | 'eggs'
  | 'fish'
  | 'shellfish'
  | 'soy'
  | 'sesame';

export interface User {
  id: string;
  name: string;
  email: string;
  phone: string;
  address?: string | null;
  role: Role;
  is_active: boolean;
  is_verified: boolean;
  created_at: string;
  rejection_reason?: string | null;
  /** Uploaded documents, only present for users awaiting validation. */
  documents?: Partial<Record<DocumentKey, string>> | null;
}

export interface LoginResult {
  access_token: string;
  refresh_token: string;
  token_type?: string;
  user: User;
  /** Where the API suggests sending the user next (role landing path). */
  redirect?: string | null;
}

export interface RefreshResult {
  access_token: string;
  refresh_token?: string;
  token_type?: string;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface RegistrationPayload {
  email: string;
  password: string;
  name: string;
  phone: string;
  address?: string;
  role: RegistrableRole;
}

export interface ProfileForm {
  name: string;
  email: string;
  phone: string;
  address: string;
  current_password?: string;
  new_password?: string;
  confirm_password?: string;
}

export interface RestaurantLocation {
  address: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface Restaurant {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  image_url?: string | null;
  categories: string[];
  is_open: boolean;
  rating: number;
  total_reviews: number;
  /** Minutes. */
  delivery_time: number;
  /** Euros. */
  delivery_fee: number;
  min_order: number;
  location: RestaurantLocation;
  created_at?: string;
}

/** Restaurant create/update body (owner's dashboard); money in euros. */
export interface RestaurantPayload {
  name: string;
  description: string;
  address: string;
  delivery_time: number;
  delivery_fee: number;
  min_order: number;
  categories: string[];
  image_url?: string | null;
}

export interface Plat {
  id: string;
  name: string;
  description: string;
  image_url?: string | null;
  price: number;
  /** Category name (free text, not an id). */
  category: string;
  is_available: boolean;
  is_vegetarian: boolean;
  is_vegan: boolean;
  is_spicy: boolean;
  /** Number of sales; above 100 the dish is flagged 'Populaire'. */
  popular_count: number;
  ingredients: string[];
  allergens: AllergenId[];
  preparation_time: number | null;
  restaurant_id: string;
}

export interface PlatCreatePayload {
  name: string;
  description: string;
  price: number;
  category: string;
  image_url: string | null;
  allergens: AllergenId[];
  is_available: boolean;
  preparation_time: number | null;
  restaurant_id: string;
  ingredients: string[];
  is_vegetarian: boolean;
  is_vegan: boolean;
  is_spicy: boolean;
}

export interface Category {
  id: string;
  name: string;
  restaurant_id: string;
  /** Dishes filed under this category (GET /categories). */
  dish_count?: number;
}

export type OrderStatus =
  | 'en_attente'
  | 'confirmee'
  | 'en_preparation'
  | 'prete'
  | 'en_livraison'
  | 'livree'
  | 'annulee';

export type DeliveryStatus = 'en_attente' | 'acceptee' | 'en_cours' | 'livree' | 'annulee';

export type PaymentMode = 'card' | 'cash';

/** Payment state of an order, as stored by the API (labels in PAYMENT_STATUS_LABELS). */
export type PaymentStatus = 'pending' | 'paid' | 'refunded' | 'not_applicable';

export interface CommandeItem {
  plat_id: string;
  plat_name: string;
  quantity: number;
  price: number;
  subtotal: number;
}

export interface Commande {
  id: string;
  status: OrderStatus;
  created_at: string;
  items: CommandeItem[];
  total_price: number;
  delivery_address: string;
  notes?: string | null;
  client_id?: string;
  restaurant_id?: string;
  restaurant_name?: string;
  client_name?: string | null;
  updated_at?: string | null;
  payment_mode?: PaymentMode;
  payment_status?: PaymentStatus;
  subtotal?: number;
  delivery_fee?: number;
  livraison_id?: string | null;
}

export interface OrderCreatePayload {
  restaurant_id: string;
  items: CommandeItem[];
  delivery_address: string;
  /** Omitted when the client left no instructions. */
  notes?: string;
  /** Defaults to 'card' on the API. */
  payment_mode?: PaymentMode;
}

export interface Livraison {
  id: string;
  commande_id: string;
  status: DeliveryStatus;
  created_at: string;
  pickup_address: string;
  delivery_address: string;
  /** Null when an address could not be located (never an invented figure). */
  distance_km: number | null;
  estimated_time_minutes: number | null;
  pickup_time: string | null;
  delivery_time: string | null;
  livreur_id: string | null;
  restaurant_name?: string;
  last_latitude?: number | null;
  last_longitude?: number | null;
  /** Filled in by screens that enrich a delivery with its order (GET /commandes/{commande_id}). */
  commande?: Commande | null;
  restaurant_id?: string;
  /** Current status of the delivery's order (the courier may start only once it is 'prete'). */
  commande_status?: OrderStatus;
  updated_at?: string;
}

export interface PaymentIntentResponse {
  client_secret: string;
}

export interface PopularDish {
  id: string;
  name: string;
  count: number;
  revenue: number;
}

export interface RestaurantAnalytics {
  summary: {
    total_revenue: number;
    total_orders: number;
    avg_order_value: number;
    orders_by_status: Partial<Record<OrderStatus, number>>;
  };
  popular_dishes: PopularDish[];
  period_days?: number;
  /** One point per day of the period (YYYY-MM-DD), for the revenue/orders chart. */
  daily?: { date: string; revenue: number; orders: number }[];
}

export interface DriverAnalytics {
  period_days?: number;
  summary: {
    total_deliveries: number;
    completed_deliveries: number;
    total_distance_km: number;
    avg_delivery_time_minutes: number;
  };
}

export interface AdminStats {
  totalUsers: number;
  clients: number;
  restaurateurs: number;
  livreurs: number;
  pendingValidations: number;
}

/** A cart line is the dish itself plus the quantity chosen. */
export interface CartItem extends Plat {
  quantity: number;
}

export interface Cart {
  items: CartItem[];
  /** The restaurant every item comes from; null when the cart is empty. */
  restaurantId: string | null;
}

export interface UploadResult {
  url: string;
}
