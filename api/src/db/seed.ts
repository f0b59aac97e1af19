/**
 * Demo data. Idempotent: does nothing when the database already has users.
 *
 *   npm run seed -w api        (migrates first; honours DB_PATH or DATABASE_URL, UPLOADS_DIR)
 *
 * Deterministic content (seeded PRNG); dates are relative to "now".
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHECKOUT_DELIVERY_FEE_CENTS,
  DEFAULT_DEADLINES,
  ORDER_STATUSES,
  promoDiscountCents,
  type PromoKind,
} from '@teranga/shared-ui/rules';
import { getTableColumns, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { createPasswordHasher, defaultPasswordCost, type PasswordHasher } from '../auth/password';
import { normalizeEmail } from '../auth/users';
import { loadConfig, type Deadlines } from '../config';
import { deliveryPosting, paymentPosting, postingRows, refundPosting, type LedgerPosting } from '../domain/ledger';
import { drawDeliveryPin } from '../domain/order-status';
import { fundedBy } from '../domain/promos';
import { DEFAULT_SETTINGS, orderTerms } from '../domain/settings';
import { averageRating, recomputeRestaurantRating } from '../domain/reviews';
import { Prng } from '../lib/prng';
import { toCents } from '../lib/money';
import type { FileStorage } from '../storage';
import { LocalFileStorage } from '../storage/local';
import { openDatabase, query, type Db } from './client';
import { makeCardPng, makePdf } from './demo-files';
import { runMigrations } from './migrate';
import {
  auditLog,
  categories,
  commandeItems,
  commandes,
  ledgerEntries,
  ledgerTransactions,
  livraisons,
  paiements,
  plats,
  promos,
  promoUses,
  restaurants,
  reviews,
  userDocuments,
  users,
  type Closure,
  type CourierRating,
  type StoredOptionGroup,
  type OrderStatus,
  type DocumentKey,
  type DeliveryStatus,
  type PaymentMode,
} from './schema';
import {
  CLIENT_ADDRESSES,
  CLIENT_NAMES,
  DELIVERY_NOTES,
  DEMO_ACCOUNTS,
  DEMO_HOURS,
  DEMO_OPTIONS,
  DEMO_PASSWORD,
  HIDDEN_REVIEW,
  OTHER_LIVREURS,
  PENDING_ACCOUNTS,
  RESTAURANTS,
  type OptionGroupDef,
  REVIEW_COMMENTS,
  REVIEW_REPLIES,
  dishImage,
  restaurantImage,
  slugify,
  type RestaurantDef,
} from './seed-data';

export interface SeedOptions {
  /** Uploads folder: the pending users' documents go to `<uploadsDir>/private/documents/...` unless `storage` is given. */
  uploadsDir?: string;
  /** Where the pending users' documents are written (keys `private/documents/...`); the app's `deps.storage`. */
  storage?: FileStorage;
  /** Defaults to the argon2id hasher of the environment. */
  passwords?: PasswordHasher;
  now?: Date;
  seed?: number;
  /** Days of order history (default 90). */
  days?: number;
  /** The deadlines of today's new orders (`ORDER_ACCEPT_WINDOW_S`, `UNPAID_ORDER_TTL_S`; defaults otherwise). */
  deadlines?: Partial<Pick<Deadlines, 'acceptWindowS' | 'unpaidTtlS'>>;
}

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
  ms: number;
}

type UserRow = typeof users.$inferInsert;
type RestaurantRow = typeof restaurants.$inferInsert;

/** `YYYY-MM-DD` in Paris (the demo restaurants' zone) `days` after `now` (ms). */
const parisDate = (now: number, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(now + days * DAY));

/** A demo closure `[days from now, length, reason]` as stored: dates of the coming days. */
function demoClosures(closure: [number, number, string] | undefined, now: number): Closure[] {
  if (!closure) return [];
  const [offset, length, reason] = closure;
  return [{ from: parisDate(now, offset), to: parisDate(now, offset + length - 1), reason }];
}

/** Demo option groups as stored: cents, ids drawn. */
function demoOptionGroups(groups: OptionGroupDef[] | undefined): StoredOptionGroup[] {
  return (groups ?? []).map((group) => ({
    id: crypto.randomUUID(),
    name: group.name,
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: crypto.randomUUID(),
      name: option.name,
      price_delta_cents: toCents(option.price),
      is_available: option.available ?? true,
    })),
  }));
}
type PlatRow = typeof plats.$inferInsert & { id: string; priceCents: number; popularCount: number };
type CommandeRow = typeof commandes.$inferInsert & { id: string };
type ItemRow = typeof commandeItems.$inferInsert;
type LivraisonRow = typeof livraisons.$inferInsert;
type PaiementRow = typeof paiements.$inferInsert & { createdAt: string };
type ReviewRow = typeof reviews.$inferInsert;
type AuditRow = typeof auditLog.$inferInsert;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const iso = (ms: number) => new Date(ms).toISOString();

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

/**
 * Parameters one statement may bind: SQLite's limit (32766), the lower of the two engines
 * (PostgreSQL: 65535). A row binds at most one parameter per column.
 */
const MAX_STATEMENT_PARAMETERS = 32_766;

async function insertChunked(db: Db, table: SQLiteTable, rows: object[], maxRows = 400): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(maxRows, Math.floor(MAX_STATEMENT_PARAMETERS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(users);
  return row?.n ?? 0;
}

/** PostgreSQL only: a transaction-scoped lock that makes concurrent seeds take turns. */
const SEED_LOCK = query('SELECT pg_advisory_xact_lock(?)');
const SEED_LOCK_KEY = 0x7e5a_5eed;

/**
 * The demo's promo codes: the platform's (a welcome code for first orders, free delivery) and the
 * demo restaurateur's own (Chez Fatou funds it). Values: basis points, cents, 0.
 */
const DEMO_PROMOS: {
  code: string;
  kind: PromoKind;
  value: number;
  minSubtotalCents: number;
  maxUses: number | null;
  maxUsesPerClient: number | null;
  firstOrderOnly: boolean;
  ofDemoRestaurant: boolean;
}[] = [
  {
    code: 'BIENVENUE',
    kind: 'percent',
    value: 1000,
    minSubtotalCents: 1500,
    maxUses: null,
    maxUsesPerClient: 1,
    firstOrderOnly: true,
    ofDemoRestaurant: false,
  },
  {
    code: 'LIVRAISONOFFERTE',
    kind: 'free_delivery',
    value: 0,
    minSubtotalCents: 2000,
    maxUses: 5000,
    maxUsesPerClient: null,
    firstOrderOnly: false,
    ofDemoRestaurant: false,
  },
  {
    code: 'FATOU5',
    kind: 'fixed',
    value: 500,
    minSubtotalCents: 3000,
    maxUses: null,
    maxUsesPerClient: null,
    firstOrderOnly: false,
    ofDemoRestaurant: true,
  },
];

/** Seeds the demo data when the `users` table is empty. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const storage = options.storage ?? (options.uploadsDir ? new LocalFileStorage(options.uploadsDir) : null);
  if (!storage) throw new Error('seedDatabase: pass `storage` or `uploadsDir` (where the demo documents go)');
  if ((await countUsers(db)) > 0) return { seeded: false, counts: {}, ms: Date.now() - started };

  const rng = new Prng(options.seed ?? 20_250_101);
  const now = (options.now ?? new Date()).getTime();
  const days = options.days ?? 90;
  const deadlines = { ...DEFAULT_DEADLINES, ...options.deadlines };
  const passwords = options.passwords ?? createPasswordHasher(defaultPasswordCost());
  const passwordHash = await passwords.hash(DEMO_PASSWORD);

  // ---------------------------------------------------------------- users
  const userRows: UserRow[] = [];
  const addUser = (
    fields: { name: string; email: string; phone: string; address?: string | null; lat?: number; lng?: number },
    role: UserRow['role'],
    createdDaysAgo: number,
    extra: Partial<UserRow> = {},
  ): UserRow & { id: string } => {
    const createdAt = iso(now - createdDaysAgo * DAY - rng.int(0, 600) * MINUTE);
    const row = {
      id: crypto.randomUUID(),
      name: fields.name,
      email: normalizeEmail(fields.email),
      phone: fields.phone,
      address: fields.address ?? null,
      lat: fields.lat ?? null,
      lng: fields.lng ?? null,
      role,
      passwordHash,
      isActive: true,
      isVerified: true,
      // The demo's addresses are made up: no link could ever reach them.
      emailVerified: true,
      createdAt,
      updatedAt: createdAt,
      ...extra,
    };
    userRows.push(row);
    return row;
  };

  const admin = addUser({ ...DEMO_ACCOUNTS.admin, address: '10 Rue de la Paix, 75002 Paris' }, 'admin', 400);
  const demoClient = addUser(DEMO_ACCOUNTS.client, 'client', 200);
  const demoLivreur = addUser({ ...DEMO_ACCOUNTS.livreur, address: '15 Rue Ordener, 75018 Paris' }, 'livreur', 180);
  const otherLivreurs = OTHER_LIVREURS.map((l) => addUser(l, 'livreur', rng.int(100, 300)));
  const owners = RESTAURANTS.map((r, i) =>
    addUser({ ...r.owner, address: r.address }, 'restaurateur', i === 0 ? 300 : rng.int(150, 350)),
  );
  const clients = CLIENT_NAMES.map((name, i) => {
    const place = CLIENT_ADDRESSES[i % CLIENT_ADDRESSES.length]!;
    const phone = `06 ${String(10 + i).padStart(2, '0')} ${String(20 + ((i * 7) % 80)).padStart(2, '0')} ${String(30 + ((i * 13) % 70)).padStart(2, '0')} ${String(40 + ((i * 3) % 60)).padStart(2, '0')}`;
    return addUser(
      { name, email: `${slugify(name).replace(/-/g, '.')}@teranga.test`, phone, ...place },
      'client',
      rng.int(95, 400),
    );
  });
  const pendingResto = addUser(PENDING_ACCOUNTS.restaurateur, 'restaurateur', 2, { isVerified: false });
  const pendingLivreur = addUser(PENDING_ACCOUNTS.livreur, 'livreur', 1, { isVerified: false });

  // ------------------------------------------------- documents (files + rows)
  const documentRows: (typeof userDocuments.$inferInsert)[] = [];
  const addDocument = async (
    user: { id: string; name: string; createdAt?: string },
    key: DocumentKey,
    kind: 'pdf' | 'png',
    title: string,
  ) => {
    const data =
      kind === 'pdf'
        ? makePdf(title, [
            `Titulaire : ${user.name}`,
            'Document de démonstration Teranga',
            `Référence : ${key.toUpperCase()}-${user.id.slice(0, 8)}`,
          ])
        : makeCardPng(key === 'driver_license' ? '#db2777' : '#2563eb');
    const storagePath = `private/documents/${user.id}/${key}.${kind}`;
    const mime = kind === 'pdf' ? 'application/pdf' : 'image/png';
    await storage.put(storagePath, data, { contentType: mime });
    documentRows.push({
      userId: user.id,
      key,
      storagePath,
      originalName: `${key}.${kind}`,
      mime,
      size: data.length,
      uploadedAt: user.createdAt ?? iso(now),
    });
  };
  await addDocument(pendingResto, 'license', 'pdf', 'Licence d’exploitation de restaurant');
  await addDocument(pendingResto, 'id_card', 'png', 'Pièce d’identité');
  await addDocument(pendingLivreur, 'driver_license', 'png', 'Permis de conduire');
  await addDocument(pendingLivreur, 'id_card', 'pdf', 'Carte d’identité (recto-verso)');
  await addDocument(pendingLivreur, 'insurance', 'pdf', 'Attestation d’assurance responsabilité civile');

  // ------------------------------------------------------ restaurants & menu
  const restaurantRows: (RestaurantRow & { id: string })[] = [];
  const categoryRows: (typeof categories.$inferInsert)[] = [];
  const platRows: PlatRow[] = [];
  const menus: {
    def: RestaurantDef;
    row: RestaurantRow & { id: string };
    plats: { row: PlatRow; weight: number }[];
  }[] = [];

  RESTAURANTS.forEach((def, index) => {
    const createdAt = iso(now - rng.int(200, 400) * DAY);
    const row = {
      id: crypto.randomUUID(),
      ownerId: owners[index]!.id,
      name: def.name,
      description: def.description,
      imageUrl: restaurantImage(index),
      categories: def.cuisines,
      isOpen: def.isOpen,
      // Computed from the demo reviews once they are inserted (`recomputeRestaurantRating`).
      rating: 0,
      totalReviews: 0,
      deliveryTime: def.deliveryTime,
      deliveryFeeCents: toCents(def.deliveryFee),
      minOrderCents: toCents(def.minOrder),
      address: def.address,
      lat: def.lat,
      lng: def.lng,
      openingHours: DEMO_HOURS[def.name]?.hours ?? [],
      closures: demoClosures(DEMO_HOURS[def.name]?.closure, now),
      createdAt,
      updatedAt: createdAt,
    };
    restaurantRows.push(row);
    const seen = new Set<string>();
    for (const dish of def.dishes) {
      if (!seen.has(dish.category)) {
        // One millisecond apart: the menu lists categories by creation time, and PostgreSQL has
        // no insertion order to break ties with.
        const categoryCreatedAt = iso(Date.parse(createdAt) + seen.size);
        seen.add(dish.category);
        categoryRows.push({
          id: crypto.randomUUID(),
          name: dish.category,
          restaurantId: row.id,
          createdAt: categoryCreatedAt,
        });
      }
    }
    const menu = def.dishes.map((dish) => {
      const plat: PlatRow = {
        id: crypto.randomUUID(),
        restaurantId: row.id,
        name: dish.name,
        description: dish.description,
        imageUrl: dishImage(dish.name),
        priceCents: toCents(dish.price),
        category: dish.category,
        isAvailable: dish.available ?? true,
        isVegetarian: dish.vegetarian ?? dish.vegan ?? false,
        isVegan: dish.vegan ?? false,
        isSpicy: dish.spicy ?? false,
        popularCount: 0, // = units sold in the seeded history
        ingredients: dish.ingredients,
        allergens: dish.allergens ?? [],
        preparationTime: dish.prep ?? null,
        optionGroups: demoOptionGroups(DEMO_OPTIONS[dish.name]),
        createdAt,
        updatedAt: createdAt,
      };
      platRows.push(plat);
      // Squared weights: a few favourites (> 100 sales, 'Populaire') and a long tail.
      return { row: plat, weight: (dish.popular * dish.popular) / 100 + 5 };
    });
    menus.push({ def, row, plats: menu });
  });

  // ------------------------------------------------------------------ orders
  const commandeRows: CommandeRow[] = [];
  const itemRows: ItemRow[] = [];
  const livraisonRows: LivraisonRow[] = [];
  const paiementRows: PaiementRow[] = [];
  const livreurPool = [demoLivreur, ...otherLivreurs];

  // Promo codes (issue 17): the platform's welcome and free-delivery codes, and the demo
  // restaurateur's own, with some past uses. Chez Fatou is the first menu.
  const money = new Prng((options.seed ?? 20_250_101) + 17);
  const promoRows: (typeof promos.$inferInsert & {
    id: string;
    kind: PromoKind;
    value: number;
    usesCount: number;
    restaurantId: string | null;
  })[] = DEMO_PROMOS.map((def) => ({
    id: crypto.randomUUID(),
    code: def.code,
    kind: def.kind,
    value: def.value,
    minSubtotalCents: def.minSubtotalCents,
    startsAt: iso(now - 60 * DAY),
    endsAt: iso(now + 60 * DAY),
    maxUses: def.maxUses,
    maxUsesPerClient: def.maxUsesPerClient,
    firstOrderOnly: def.firstOrderOnly,
    restaurantId: def.ofDemoRestaurant ? menus[0]!.row.id : null,
    createdBy: def.ofDemoRestaurant ? menus[0]!.row.ownerId : admin.id,
    usesCount: 0,
    isActive: true,
    createdAt: iso(now - 60 * DAY),
    updatedAt: iso(now - 60 * DAY),
  }));
  const promoUseRows: (typeof promoUses.$inferInsert)[] = [];
  /** A code now and then, only where it applies (its restaurant, its minimum). */
  const pickDemoPromo = (restaurantId: string, subtotal: number) => {
    if (!money.chance(0.06)) return null;
    const promo = money.pick(promoRows);
    if (promo.firstOrderOnly) return null;
    if (promo.restaurantId && promo.restaurantId !== restaurantId) return null;
    if (subtotal < (promo.minSubtotalCents ?? 0)) return null;
    if (promo.maxUses != null && promo.usesCount >= promo.maxUses) return null;
    return promo;
  };

  type Place = { address: string; lat: number; lng: number };
  const clientPlace = (client: UserRow): Place => ({
    address: client.address ?? DEMO_ACCOUNTS.client.address,
    lat: client.lat ?? DEMO_ACCOUNTS.client.lat,
    lng: client.lng ?? DEMO_ACCOUNTS.client.lng,
  });

  const buildItems = (menu: (typeof menus)[number], commandeId: string) => {
    const count = rng.weighted([1, 2, 3, 4], (n) => [35, 35, 20, 10][n - 1]!);
    const chosen: PlatRow[] = [];
    for (let i = 0; i < count * 3 && chosen.length < count; i++) {
      const plat = rng.weighted(menu.plats, (p) => p.weight).row;
      if (!chosen.includes(plat)) chosen.push(plat);
    }
    const lines = chosen.map((plat) => ({ plat, quantity: rng.weighted([1, 2, 3], (q) => [75, 20, 5][q - 1]!) }));
    let subtotal = lines.reduce((sum, l) => sum + l.plat.priceCents * l.quantity, 0);
    while (subtotal < (menu.row.minOrderCents ?? 0)) {
      lines[0]!.quantity += 1;
      subtotal += lines[0]!.plat.priceCents;
    }
    for (const [position, line] of lines.entries()) {
      line.plat.popularCount += line.quantity;
      itemRows.push({
        id: crypto.randomUUID(),
        position,
        commandeId,
        platId: line.plat.id,
        platName: line.plat.name,
        unitPriceCents: line.plat.priceCents,
        quantity: line.quantity,
        subtotalCents: line.plat.priceCents * line.quantity,
      });
    }
    return subtotal;
  };

  interface OrderSpec {
    menu: (typeof menus)[number];
    client: UserRow & { id: string };
    createdAt: number;
    status: OrderStatus;
    mode: PaymentMode;
    livraison?: { status: DeliveryStatus; livreurId: string | null };
  }

  const createOrder = (spec: OrderSpec) => {
    const id = crypto.randomUUID();
    const place = clientPlace(spec.client);
    const subtotal = buildItems(spec.menu, id);
    const resto = spec.menu.row;
    // Tips and promo codes draw from their own sequence: the rest of the demo stays as it was.
    const tip = money.chance(0.3) ? money.pick([100, 150, 200, 300]) : 0;
    const promo = pickDemoPromo(resto.id, subtotal);
    const discount = promo ? promoDiscountCents(promo, subtotal, CHECKOUT_DELIVERY_FEE_CENTS) : 0;
    const total = subtotal + CHECKOUT_DELIVERY_FEE_CENTS + tip - discount;
    const distance = Math.max(0.8, Math.round(distanceKm({ lat: resto.lat!, lng: resto.lng! }, place) * 1.3 * 10) / 10);
    const estimated = Math.round(8 + distance * 4.5);
    const created = spec.createdAt;
    let updated = created;

    const cancelled = spec.status === 'annulee';
    const paymentStatus =
      // Cash is settled at the door, outside the platform: never a payment to track.
      spec.mode === 'card' ? (cancelled ? 'refunded' : 'paid') : 'not_applicable';

    // When the order reached each status up to its own (the tracking page's timeline).
    const statusTimes: Partial<Record<OrderStatus, string>> = { en_attente: iso(created) };
    let deliveryPin: string | null = null;
    if (spec.livraison) {
      const confirmedAt = created + rng.int(2, 8) * MINUTE;
      const pickup = created + rng.int(15, 35) * MINUTE;
      const deliveredAt = pickup + Math.max(5, estimated + rng.int(-3, 8)) * MINUTE;
      const ls = spec.livraison.status;
      const hasPickup = ls === 'en_cours' || ls === 'livree';
      const isDone = ls === 'livree';
      const row: LivraisonRow = {
        id: crypto.randomUUID(),
        commandeId: id,
        livreurId: spec.livraison.livreurId,
        status: ls,
        pickupAddress: resto.address,
        deliveryAddress: place.address,
        distanceKm: distance,
        estimatedTimeMinutes: estimated,
        pickupTime: hasPickup ? iso(Math.min(pickup, isDone ? pickup : now - 8 * MINUTE)) : null,
        deliveryTime: isDone ? iso(deliveredAt) : null,
        lastLat: isDone ? place.lat : ls === 'en_cours' ? (resto.lat! + place.lat) / 2 : null,
        lastLng: isDone ? place.lng : ls === 'en_cours' ? (resto.lng! + place.lng) / 2 : null,
        createdAt: iso(confirmedAt),
        updatedAt: iso(isDone ? deliveredAt : confirmedAt),
      };
      livraisonRows.push(row);
      updated = isDone ? deliveredAt : Math.min(now, confirmedAt);
      deliveryPin = drawDeliveryPin();
      const pickedUp = row.pickupTime ? Date.parse(row.pickupTime) : Math.min(now, pickup);
      const reached: [OrderStatus, number][] = [
        ['confirmee', confirmedAt],
        ['en_preparation', Math.min(confirmedAt + 2 * MINUTE, pickedUp)],
        ['prete', Math.max(confirmedAt + 2 * MINUTE, pickedUp - 3 * MINUTE)],
        ['en_livraison', pickedUp],
        ['livree', deliveredAt],
      ];
      if (!cancelled)
        for (const [status, at] of reached.slice(0, ORDER_STATUSES.indexOf(spec.status))) statusTimes[status] = iso(at);
    }
    if (cancelled) {
      updated = created + rng.int(5, 20) * MINUTE;
      statusTimes.annulee = iso(updated);
    }

    // A new order of today waits for the kitchen (or, unpaid, for its payment) from the seed on,
    // as if just placed: the deadline sweeps would otherwise cancel it at the first start.
    const waiting = spec.status === 'en_attente';
    const unpaid = spec.mode === 'card' && paymentStatus !== 'paid';
    const acceptBy = waiting && !unpaid ? iso(now + deadlines.acceptWindowS * 1000) : null;
    const paymentDeadline = waiting && unpaid ? iso(now + deadlines.unpaidTtlS * 1000) : null;

    commandeRows.push({
      id,
      acceptBy,
      paymentDeadline,
      clientId: spec.client.id,
      restaurantId: resto.id,
      status: spec.status,
      paymentMode: spec.mode,
      paymentStatus,
      subtotalCents: subtotal,
      deliveryFeeCents: CHECKOUT_DELIVERY_FEE_CENTS,
      totalCents: total,
      deliveryAddress: place.address,
      deliveryLat: place.lat,
      deliveryLng: place.lng,
      notes: rng.chance(0.15) ? rng.pick(DELIVERY_NOTES) : null,
      deliveryPin,
      statusTimes,
      tipCents: tip,
      discountCents: discount,
      promoId: promo?.id ?? null,
      promoCode: promo?.code ?? null,
      moneyTerms: orderTerms(DEFAULT_SETTINGS, null, promo ? fundedBy(promo) : null),
      createdAt: iso(created),
      updatedAt: iso(updated),
    });
    if (promo && !cancelled) {
      promo.usesCount += 1;
      promoUseRows.push({
        id: crypto.randomUUID(),
        promoId: promo.id,
        commandeId: id,
        clientId: spec.client.id,
        discountCents: discount,
        createdAt: iso(created),
      });
    }
    if (spec.mode === 'card') {
      paiementRows.push({
        id: crypto.randomUUID(),
        commandeId: id,
        provider: 'simulation',
        intentId: `pi_demo_${rng.hex(20)}`,
        status: cancelled ? 'refunded' : 'succeeded',
        amountCents: total,
        currency: 'eur',
        refundedCents: cancelled ? total : 0,
        createdAt: iso(created + MINUTE),
        updatedAt: iso(cancelled ? updated : created + MINUTE),
      });
    }
  };

  const pickLivreur = () => rng.weighted(livreurPool, (l) => (l === demoLivreur ? 7 : 3)).id;
  const pickClient = () => (rng.chance(0.01) ? demoClient : rng.pick(clients));
  const startOfToday = new Date(now);
  startOfToday.setUTCHours(0, 0, 0, 0);

  // History: `days` full days before today.
  for (let dayAgo = days; dayAgo >= 1; dayAgo--) {
    const dayStart = startOfToday.getTime() - dayAgo * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const factor = weekday === 5 || weekday === 6 ? 1.35 : weekday === 0 ? 1.15 : 1;
    for (const menu of menus) {
      if (!menu.def.isOpen && dayAgo <= 12) continue; // closed for holidays lately
      const n = Math.round(menu.def.traffic * factor * (0.55 + rng.next() * 0.9));
      for (let k = 0; k < n; k++) {
        // Paris local time ≈ UTC+1: lunch 11:30-14:30 or dinner 18:30-22:30.
        const localMinutes = rng.chance(0.58) ? rng.int(690, 870) : rng.int(1110, 1350);
        const createdAt = dayStart + (localMinutes - 60) * MINUTE + rng.int(0, 59) * 1000;
        const cancelled = rng.chance(0.07);
        const cancelledAfterConfirmation = cancelled && rng.chance(0.5);
        createOrder({
          menu,
          client: pickClient(),
          createdAt,
          status: cancelled ? 'annulee' : 'livree',
          mode: rng.chance(0.7) ? 'card' : 'cash',
          livraison: cancelled
            ? cancelledAfterConfirmation
              ? { status: 'annulee', livreurId: null }
              : undefined
            : { status: 'livree', livreurId: pickLivreur() },
        });
      }
    }
  }

  // Today: a few live orders at various stages.
  const [chezFatou, baobab, saveurs, , , , delices] = menus;
  const [c0, c1, c2, c3, c4, c5, c6] = clients;
  const courier = (i: number) => otherLivreurs[i]!.id;
  type LiveOrder = [
    menu: OrderSpec['menu'] | undefined,
    client: OrderSpec['client'] | undefined,
    minutesAgo: number,
    status: OrderStatus,
    mode: PaymentMode,
    livraison?: OrderSpec['livraison'],
  ];
  const live: LiveOrder[] = [
    [chezFatou, demoClient, 4, 'en_attente', 'cash'],
    [chezFatou, c0, 9, 'en_attente', 'card'],
    [chezFatou, c1, 16, 'confirmee', 'card', { status: 'en_attente', livreurId: null }],
    [chezFatou, c2, 24, 'en_preparation', 'cash', { status: 'acceptee', livreurId: courier(3) }],
    [baobab, c3, 12, 'confirmee', 'card', { status: 'en_attente', livreurId: null }],
    [saveurs, c4, 6, 'en_attente', 'card'],
    [saveurs, c5, 31, 'prete', 'card', { status: 'acceptee', livreurId: courier(0) }],
    [saveurs, c6, 42, 'en_livraison', 'cash', { status: 'en_cours', livreurId: courier(1) }],
    [delices, demoClient, 38, 'en_livraison', 'card', { status: 'en_cours', livreurId: courier(2) }],
  ];
  for (const [menu, client, minutesAgo, status, mode, livraison] of live)
    createOrder({ menu: menu!, client: client!, createdAt: now - minutesAgo * MINUTE, status, mode, livraison });

  // ----------------------------------------------------------------- reviews
  const { reviewRows, auditRows } = demoReviews({
    seed: (options.seed ?? 20_250_101) + 16,
    now,
    restaurants: menus.map((menu) => ({ id: menu.row.id, def: menu.def, ownerId: menu.row.ownerId })),
    orders: commandeRows,
    items: itemRows,
    deliveries: livraisonRows,
    users: userRows,
    demoClientId: demoClient.id,
    adminId: admin.id,
  });

  // ------------------------------------------------------------------ ledger
  // The money history of those orders, posted as the API posts it (ledger.ts), so the demo's
  // statements, earnings and finances add up and `GET /admin/ledger/check` is balanced.
  const ledgerTransactionRows: (typeof ledgerTransactions.$inferInsert)[] = [];
  const ledgerEntryRows: (typeof ledgerEntries.$inferInsert)[] = [];
  const addPosting = (posting: LedgerPosting, at: string) => {
    const { transaction, entries } = postingRows(posting, at);
    if (entries.length === 0) return;
    ledgerTransactionRows.push(transaction);
    ledgerEntryRows.push(...entries);
  };
  const deliveryOf = new Map(livraisonRows.map((row) => [row.commandeId, row]));
  const paymentOf = new Map(paiementRows.map((row) => [row.commandeId, row]));
  for (const order of commandeRows) {
    const payment = paymentOf.get(order.id);
    if (payment) addPosting(paymentPosting(order.id, payment.amountCents), payment.createdAt);
    if (payment && order.status === 'annulee') {
      addPosting(
        refundPosting(order.id, order.restaurantId, payment.amountCents, 'escrow', 'cancellation'),
        order.updatedAt!,
      );
    }
    if (order.status === 'livree') {
      const delivery = deliveryOf.get(order.id);
      addPosting(
        deliveryPosting(
          {
            id: order.id,
            restaurantId: order.restaurantId,
            paymentMode: order.paymentMode ?? 'card',
            fulfillment: 'livraison',
            subtotalCents: order.subtotalCents,
            deliveryFeeCents: order.deliveryFeeCents,
            tipCents: order.tipCents ?? 0,
            discountCents: order.discountCents ?? 0,
            totalCents: order.totalCents,
            moneyTerms: order.moneyTerms ?? null,
          },
          {
            livreurId: delivery?.livreurId ?? null,
            distanceKm: delivery?.distanceKm ?? null,
            escrowHeldCents: payment ? payment.amountCents : 0,
          },
        ),
        order.statusTimes?.livree ?? order.updatedAt!,
      );
    }
  }

  // ------------------------------------------------------------------ insert
  const inserted = await db.tx(async (tx) => {
    // Re-check inside the transaction: two concurrent seeds insert once. SQLite's IMMEDIATE
    // transaction already runs them one after the other; PostgreSQL needs the lock.
    if (tx.engine === 'pg') await tx.exec(SEED_LOCK, [SEED_LOCK_KEY]);
    if ((await countUsers(tx)) > 0) return false;
    await insertChunked(tx, users, userRows);
    await insertChunked(tx, userDocuments, documentRows);
    await insertChunked(tx, restaurants, restaurantRows);
    await insertChunked(tx, categories, categoryRows);
    await insertChunked(tx, plats, platRows);
    await insertChunked(tx, commandes, commandeRows);
    await insertChunked(tx, commandeItems, itemRows);
    await insertChunked(tx, livraisons, livraisonRows);
    await insertChunked(tx, paiements, paiementRows);
    await insertChunked(tx, promos, promoRows);
    await insertChunked(tx, promoUses, promoUseRows);
    await insertChunked(tx, ledgerTransactions, ledgerTransactionRows);
    await insertChunked(tx, ledgerEntries, ledgerEntryRows);
    await insertChunked(tx, reviews, reviewRows);
    await insertChunked(tx, auditLog, auditRows);
    // The figures the restaurants show are their reviews', computed as every review route does.
    for (const row of restaurantRows) await recomputeRestaurantRating(tx, row.id);
    return true;
  });
  if (!inserted) return { seeded: false, counts: {}, ms: Date.now() - started };

  return {
    seeded: true,
    counts: {
      users: userRows.length,
      user_documents: documentRows.length,
      restaurants: restaurantRows.length,
      categories: categoryRows.length,
      plats: platRows.length,
      commandes: commandeRows.length,
      commande_items: itemRows.length,
      promos: promoRows.length,
      ledger_entries: ledgerEntryRows.length,
      livraisons: livraisonRows.length,
      paiements: paiementRows.length,
      reviews: reviewRows.length,
      audit_log: auditRows.length,
    },
    ms: Date.now() - started,
  };
}

// ---------------------------------------------------------------------------
// Demo reviews
// ---------------------------------------------------------------------------

interface ReviewPlan {
  /** Their own random sequence: the orders drawn before them stay what they were. */
  seed: number;
  now: number;
  restaurants: { id: string; def: RestaurantDef; ownerId: string }[];
  orders: CommandeRow[];
  items: ItemRow[];
  deliveries: LivraisonRow[];
  users: UserRow[];
  demoClientId: string;
  adminId: string;
}

/** Rating weights (1 to 5 stars) of a well-liked place (average ≈ 4.67) and of a more ordinary one (≈ 3.88). */
const LIKED = [2, 1, 3, 16, 78];
const ORDINARY = [7, 8, 15, 30, 40];
const [LIKED_MEAN, ORDINARY_MEAN] = [4.67, 3.88];

/**
 * `n` ratings averaging `mean` to one decimal: drawn from weights between the two profiles above,
 * then nudged one star at a time until their sum is `mean × n` rounded.
 */
function drawRatings(rng: Prng, mean: number, n: number): number[] {
  const t = Math.min(1, Math.max(0, (mean - ORDINARY_MEAN) / (LIKED_MEAN - ORDINARY_MEAN)));
  const weights = ORDINARY.map((w, i) => w + (LIKED[i]! - w) * t);
  const ratings = Array.from({ length: n }, () => rng.weighted([1, 2, 3, 4, 5], (r) => weights[r - 1]!));
  const goal = Math.round(mean * n);
  let sum = ratings.reduce((a, b) => a + b, 0);
  while (n > 0 && sum !== goal) {
    const i = rng.int(0, n - 1);
    if (sum < goal && ratings[i]! < 5) {
      ratings[i]! += 1;
      sum += 1;
    } else if (sum > goal && ratings[i]! > 1) {
      ratings[i]! -= 1;
      sum -= 1;
    }
  }
  return ratings;
}

function shuffle<T>(rng: Prng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);

/**
 * Each restaurant's `def.reviews` reviews averaging `def.rating`, on delivered orders of the
 * history (one per order, by its client, after its delivery), with comments, courier thumbs and
 * some answers; plus one abusive review hidden by the admin, with its audit entry. The demo
 * client's latest delivered order is left unrated ('Mes Commandes' invites them to rate it), the
 * one before is rated.
 */
function demoReviews(plan: ReviewPlan): { reviewRows: ReviewRow[]; auditRows: AuditRow[] } {
  const rng = new Prng(plan.seed);
  const { now } = plan;
  const delivery = new Map(plan.deliveries.map((l) => [l.commandeId, l]));
  const firstDish = new Map<string, string>();
  for (const item of plan.items) if (item.position === 0) firstDish.set(item.commandeId, item.platName);
  const firstName = new Map(plan.users.map((u) => [u.id!, u.name.split(' ')[0]!]));
  const delivered = plan.orders.filter((o) => o.status === 'livree');
  const demoOrders = delivered
    .filter((o) => o.clientId === plan.demoClientId)
    .sort((a, b) => b.createdAt!.localeCompare(a.createdAt!));
  const [unrated, rated] = [demoOrders[0]?.id, demoOrders[1]?.id];

  const byRestaurant = new Map<string, CommandeRow[]>();
  for (const order of delivered) {
    if (order.id === unrated) continue;
    const list = byRestaurant.get(order.restaurantId) ?? [];
    list.push(order);
    byRestaurant.set(order.restaurantId, list);
  }

  const reviewRows: ReviewRow[] = [];
  const auditRows: AuditRow[] = [];
  const review = (order: CommandeRow, rating: number, demoRestaurant: boolean): ReviewRow => {
    const livraison = delivery.get(order.id!);
    const deliveredAt = livraison?.deliveryTime ? Date.parse(livraison.deliveryTime) : Date.parse(order.updatedAt!);
    const createdAt = Math.min(now - 5 * MINUTE, deliveredAt + rng.int(20, 2 * 24 * 60) * MINUTE);
    const tone = rating >= 4 ? 'good' : rating === 3 ? 'fine' : 'bad';
    const prenom = firstName.get(order.clientId) ?? '';
    const comment = rng.chance(tone === 'good' ? 0.55 : 0.85)
      ? fill(rng.pick(REVIEW_COMMENTS[tone]), { plat: firstDish.get(order.id!) ?? 'le plat' })
      : null;
    const livreurId = livraison?.livreurId ?? null;
    const courierRating: CourierRating | null =
      livreurId && rng.chance(0.75) ? (rng.chance(rating <= 2 ? 0.35 : 0.06) ? 'down' : 'up') : null;
    // Restaurateurs answer the critics more often; the demo restaurateur answers a lot.
    const answered = comment !== null && rng.chance((demoRestaurant ? 0.6 : 0.25) * (tone === 'good' ? 1 : 1.6));
    const repliedAt = Math.min(now - MINUTE, createdAt + rng.int(30, 3 * 24 * 60) * MINUTE);
    // A few were edited by their client, within the edit window.
    const updatedAt = rng.chance(0.04)
      ? Math.min(now - MINUTE, createdAt + rng.int(10, 6 * 24 * 60) * MINUTE)
      : createdAt;
    return {
      id: crypto.randomUUID(),
      commandeId: order.id!,
      restaurantId: order.restaurantId,
      clientId: order.clientId,
      livreurId,
      rating,
      comment,
      courierRating,
      reply: answered ? fill(rng.pick(REVIEW_REPLIES[tone === 'good' ? 'thanks' : 'sorry']), { prenom }) : null,
      repliedAt: answered ? iso(repliedAt) : null,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    };
  };

  for (const [index, { id, def }] of plan.restaurants.entries()) {
    const candidates = shuffle(rng, [...(byRestaurant.get(id) ?? [])]);
    // The demo client's rated order goes first, so it is among the chosen.
    const demo = candidates.findIndex((o) => o.id === rated);
    if (demo > 0) candidates.unshift(...candidates.splice(demo, 1));
    const n = Math.min(def.reviews, candidates.length);
    const ratings = drawRatings(rng, def.rating, n);
    for (let i = 0; i < n; i++) reviewRows.push(review(candidates[i]!, ratings[i]!, index === 0));

    if (def.name !== HIDDEN_REVIEW.restaurant) continue;
    // The abusive one: on an order left unrated, hidden two hours later (within the last weeks).
    const target = candidates
      .slice(n)
      .find((o) => o.clientId !== plan.demoClientId && Date.parse(o.createdAt!) > now - 20 * DAY);
    if (!target) continue;
    const abusive = {
      ...review(target, HIDDEN_REVIEW.rating, false),
      comment: HIDDEN_REVIEW.comment,
      reply: null,
      repliedAt: null,
    };
    const hiddenAt = iso(Math.min(now - MINUTE, Date.parse(abusive.createdAt!) + 2 * 60 * MINUTE));
    reviewRows.push({ ...abusive, hiddenAt, hiddenBy: plan.adminId, hiddenReason: HIDDEN_REVIEW.reason });
    const sum = ratings.reduce((a, b) => a + b, 0);
    auditRows.push({
      actorId: plan.adminId,
      action: 'review.hide',
      targetType: 'review',
      targetId: abusive.id!,
      reason: HIDDEN_REVIEW.reason,
      before: {
        hidden: false,
        hidden_reason: null,
        rating: averageRating(sum + HIDDEN_REVIEW.rating, n + 1),
        total_reviews: n + 1,
      },
      after: { hidden: true, hidden_reason: HIDDEN_REVIEW.reason, rating: averageRating(sum, n), total_reviews: n },
      createdAt: hiddenAt,
    });
  }
  return { reviewRows, auditRows };
}

async function main() {
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl ?? config.dbPath);
  // Never print a PostgreSQL URL: it may carry a password.
  const where = config.databaseUrl ? 'PostgreSQL' : config.dbPath;
  try {
    await runMigrations(handle);
    const result = await seedDatabase(handle.db, { uploadsDir: config.uploadsDir, deadlines: config.deadlines });
    if (result.seeded) {
      console.log(`Données de démonstration créées en ${result.ms} ms dans ${where}`);
      console.log(result.counts);
    } else {
      console.log(`La base ${where} contient déjà des utilisateurs : rien à faire.`);
    }
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
