/**
 * Direct database access of the bench (a second connection next to the API's, as an admin
 * script would open): fixtures, bulk inserts, and the checks that must hold after the load
 * and fault scenarios.
 *
 * Two layers: the synchronous better-sqlite3 functions below (the SQLite file; also used as is
 * by the test, the live section and the analytics bulk insert), and `connectDb()`, an async
 * `BenchDb` over either that file or a PostgreSQL database (`--db pg`), for the sections that
 * run on both. The SQLite `BenchDb` only wraps the synchronous functions: same statements, same
 * figures as before PostgreSQL existed.
 */
import Database from 'better-sqlite3';
import pg from 'pg';

export type Db = Database.Database;

export function openDb(dbPath: string, options: { readonly?: boolean } = {}): Db {
  const db = new Database(dbPath, { fileMustExist: true, readonly: options.readonly ?? false });
  db.pragma('busy_timeout = 5000');
  return db;
}

export function integrityCheck(db: Db): string {
  return (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
}

export function count(db: Db, sql: string, ...params: unknown[]): number {
  return (db.prepare(sql).get(...params) as { n: number }).n;
}

export interface Fixtures {
  clientId: string;
  restaurateurRestaurantId: string;
  /** An open restaurant with a minimum order, and a cart of its available dishes above it. */
  order: {
    restaurantId: string;
    items: { plat_id: string; quantity: number }[];
    totalCents: number;
    minOrderCents: number;
  };
  /** A restaurant for GET /restaurants/:id and GET /plats?restaurant_id=. */
  restaurantId: string;
}

export function loadFixtures(db: Db): Fixtures {
  const user = (email: string) =>
    db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: string } | undefined;
  const client = user('client@teranga.test');
  const owner = user('restaurateur@teranga.test');
  if (!client || !owner) throw new Error('Comptes de démonstration absents : la base n’a pas été initialisée');
  const own = db.prepare('SELECT id FROM restaurants WHERE owner_id = ?').get(owner.id) as { id: string };
  // Open restaurant with the highest minimum order (exercises the min_order check), then most dishes.
  // Without opening hours (issue 16): the bench runs at any time of day, ordering as soon as possible.
  // Its dishes without options: the bench's lines choose none.
  const restaurant = db
    .prepare(
      `SELECT r.id, r.min_order_cents FROM restaurants r
       WHERE r.is_open = 1 AND r.opening_hours = '[]'
         AND (SELECT count(*) FROM plats p WHERE p.restaurant_id = r.id AND p.is_available = 1 AND p.option_groups = '[]') >= 2
       ORDER BY r.min_order_cents DESC, r.name LIMIT 1`,
    )
    .get() as { id: string; min_order_cents: number };
  const dishes = db
    .prepare(
      "SELECT id, price_cents FROM plats WHERE restaurant_id = ? AND is_available = 1 AND option_groups = '[]' ORDER BY price_cents DESC, id LIMIT 2",
    )
    .all(restaurant.id) as { id: string; price_cents: number }[];
  return fixturesFrom(client.id, own.id, restaurant, dishes);
}

/** The order of the fixtures: one of each dish, the first repeated up to the minimum order. */
function fixturesFrom(
  clientId: string,
  ownRestaurantId: string,
  restaurant: { id: string; min_order_cents: number },
  dishes: { id: string; price_cents: number }[],
): Fixtures {
  const items = dishes.map((d) => ({ plat_id: d.id, quantity: 1 }));
  let subtotal = dishes.reduce((s, d) => s + d.price_cents, 0);
  while (subtotal < restaurant.min_order_cents) {
    items[0]!.quantity += 1;
    subtotal += dishes[0]!.price_cents;
  }
  return {
    clientId,
    restaurateurRestaurantId: ownRestaurantId,
    order: {
      restaurantId: restaurant.id,
      items,
      totalCents: subtotal + 250,
      minOrderCents: restaurant.min_order_cents,
    },
    restaurantId: ownRestaurantId,
  };
}

/**
 * Bulk-inserts `total` historical orders (1–3 lines each) for one restaurant over the
 * last `days` days, in ONE transaction with prepared statements: 93 % delivered, 7 %
 * cancelled, card paid / cash, as the seed does.
 */
export function bulkInsertOrders(
  db: Db,
  restaurantId: string,
  total: number,
  days = 90,
): { ms: number; items: number } {
  const started = performance.now();
  const clients = (db.prepare("SELECT id FROM users WHERE role = 'client'").all() as { id: string }[]).map((r) => r.id);
  const dishes = db.prepare('SELECT id, name, price_cents FROM plats WHERE restaurant_id = ?').all(restaurantId) as {
    id: string;
    name: string;
    price_cents: number;
  }[];
  const address = (db.prepare('SELECT address FROM restaurants WHERE id = ?').get(restaurantId) as { address: string })
    .address;
  const insertOrder = db.prepare(
    `INSERT INTO commandes (id, client_id, restaurant_id, status, payment_mode, payment_status, subtotal_cents,
      delivery_fee_cents, total_cents, delivery_address, notes, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 250, ?, ?, NULL, ?, ?)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO commande_items (id, commande_id, plat_id, plat_name, unit_price_cents, quantity, subtotal_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const now = Date.now();
  let items = 0;
  db.transaction(() => {
    for (let n = 0; n < total; n++) {
      const id = crypto.randomUUID();
      const createdAt = new Date(now - Math.floor(rand() * days * 86_400_000)).toISOString();
      const cancelled = rand() < 0.07;
      const card = rand() < 0.6;
      const lines = 1 + Math.floor(rand() * 3);
      const chosen = new Map<number, number>();
      for (let l = 0; l < lines; l++) {
        const d = Math.floor(rand() * dishes.length);
        chosen.set(d, (chosen.get(d) ?? 0) + 1 + Math.floor(rand() * 2));
      }
      let subtotal = 0;
      for (const [d, q] of chosen) subtotal += dishes[d]!.price_cents * q;
      insertOrder.run(
        id,
        clients[n % clients.length],
        restaurantId,
        cancelled ? 'annulee' : 'livree',
        card ? 'card' : 'cash',
        cancelled ? (card ? 'refunded' : 'not_applicable') : 'paid',
        subtotal,
        subtotal + 250,
        address,
        createdAt,
        createdAt,
      );
      for (const [d, q] of chosen) {
        const dish = dishes[d]!;
        insertItem.run(crypto.randomUUID(), id, dish.id, dish.name, dish.price_cents, q, dish.price_cents * q);
        items++;
      }
    }
  })();
  return { ms: Math.round(performance.now() - started), items };
}

export interface Ack {
  id: string;
  totalCents: number;
}

export interface OrderCheck {
  acknowledged: number;
  found: number;
  missing: string[];
  wrongTotal: string[];
}

/** Every acknowledged (2xx) order must be in the database with the total the client was told. */
export function checkAcknowledged(db: Db, acks: Ack[]): OrderCheck {
  const stmt = db.prepare('SELECT id, total_cents FROM commandes WHERE id IN (SELECT value FROM json_each(?))');
  const found = new Map<string, number>();
  for (let i = 0; i < acks.length; i += 5000) {
    const chunk = acks.slice(i, i + 5000).map((a) => a.id);
    for (const row of stmt.all(JSON.stringify(chunk)) as { id: string; total_cents: number }[])
      found.set(row.id, row.total_cents);
  }
  return compareAcks(acks, found);
}

function compareAcks(acks: Ack[], found: Map<string, number>): OrderCheck {
  const missing: string[] = [];
  const wrongTotal: string[] = [];
  for (const ack of acks) {
    const total = found.get(ack.id);
    if (total === undefined) missing.push(ack.id);
    else if (total !== ack.totalCents) wrongTotal.push(ack.id);
  }
  return { acknowledged: acks.length, found: found.size, missing, wrongTotal };
}

/**
 * `n` confirmed cash orders of `restaurantId`, each with its delivery `en_attente`
 * (as the confirmation step creates them), written directly in one transaction.
 */
export function createWaitingDeliveries(db: Db, restaurantId: string, clientId: string, n: number): string[] {
  const restaurant = db.prepare('SELECT address FROM restaurants WHERE id = ?').get(restaurantId) as {
    address: string;
  };
  const dish = db
    .prepare('SELECT id, name, price_cents FROM plats WHERE restaurant_id = ? LIMIT 1')
    .get(restaurantId) as {
    id: string;
    name: string;
    price_cents: number;
  };
  const ids: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const orderId = crypto.randomUUID();
      const at = new Date(Date.now() - (n - i) * 1000).toISOString();
      const subtotal = dish.price_cents * 3;
      db.prepare(
        `INSERT INTO commandes (id, client_id, restaurant_id, status, payment_mode, payment_status, subtotal_cents,
          delivery_fee_cents, total_cents, delivery_address, created_at, updated_at)
         VALUES (?, ?, ?, 'confirmee', 'cash', 'pending', ?, 250, ?, '8 Rue de Clignancourt, 75018 Paris', ?, ?)`,
      ).run(orderId, clientId, restaurantId, subtotal, subtotal + 250, at, at);
      db.prepare(
        `INSERT INTO commande_items (id, commande_id, plat_id, plat_name, unit_price_cents, quantity, subtotal_cents)
         VALUES (?, ?, ?, ?, ?, 3, ?)`,
      ).run(crypto.randomUUID(), orderId, dish.id, dish.name, dish.price_cents, subtotal);
      const id = crypto.randomUUID();
      db.prepare(
        `INSERT INTO livraisons (id, commande_id, status, pickup_address, delivery_address, distance_km, estimated_time_minutes, created_at, updated_at)
         VALUES (?, ?, 'en_attente', ?, '8 Rue de Clignancourt, 75018 Paris', 2.5, 20, ?, ?)`,
      ).run(id, orderId, restaurant.address, at, at);
      ids.push(id);
    }
  })();
  return ids;
}

// ---------------------------------------------------------------------------
// One async interface over SQLite or PostgreSQL
// ---------------------------------------------------------------------------

export type DbTarget = { kind: 'sqlite'; path: string } | { kind: 'pg'; url: string };

export interface RaceRows {
  /** The raced deliveries as they are in the database. */
  deliveries: { id: string; livreur_id: string | null; status: string }[];
  /** Active deliveries (acceptee, en_cours) per courier, for those holding any. */
  held: { livreur_id: string; n: number }[];
}

export interface BenchDb {
  readonly kind: DbTarget['kind'];
  loadFixtures(): Promise<Fixtures>;
  createWaitingDeliveries(restaurantId: string, clientId: string, n: number): Promise<string[]>;
  checkAcknowledged(acks: Ack[]): Promise<OrderCheck>;
  /** Marks couriers verified (registration cannot; an admin would). */
  verifyUsers(ids: string[]): Promise<void>;
  raceRows(deliveryIds: string[], courierIds: string[]): Promise<RaceRows>;
  countOrdersOfClients(clientIds: string[]): Promise<number>;
  /** A closed restaurant (untouched by the order load), for the external writer. */
  closedRestaurant(): Promise<string | undefined>;
  /** One write as an admin script would make it, next to the API's. */
  touchRestaurant(id: string): Promise<void>;
  /**
   * `PRAGMA integrity_check` on SQLite; null on PostgreSQL: a client killed mid-write cannot
   * damage the server's files, and PostgreSQL has no online equivalent worth its cost here.
   */
  integrityCheck(): Promise<string | null>;
  close(): Promise<void>;
}

export function connectDb(target: DbTarget): BenchDb {
  return target.kind === 'sqlite' ? sqliteBenchDb(target.path) : pgBenchDb(target.url);
}

function sqliteBenchDb(dbPath: string): BenchDb {
  const db = openDb(dbPath);
  let touch: Database.Statement | undefined;
  return {
    kind: 'sqlite',
    loadFixtures: async () => loadFixtures(db),
    createWaitingDeliveries: async (restaurantId, clientId, n) =>
      createWaitingDeliveries(db, restaurantId, clientId, n),
    checkAcknowledged: async (acks) => checkAcknowledged(db, acks),
    async verifyUsers(ids) {
      db.prepare('UPDATE users SET is_verified = 1 WHERE id IN (SELECT value FROM json_each(?))').run(
        JSON.stringify(ids),
      );
    },
    async raceRows(deliveryIds, courierIds) {
      const deliveries = db
        .prepare('SELECT id, livreur_id, status FROM livraisons WHERE id IN (SELECT value FROM json_each(?))')
        .all(JSON.stringify(deliveryIds)) as RaceRows['deliveries'];
      const held = db
        .prepare(
          `SELECT livreur_id, count(*) AS n FROM livraisons
           WHERE livreur_id IN (SELECT value FROM json_each(?)) AND status IN ('acceptee', 'en_cours') GROUP BY livreur_id`,
        )
        .all(JSON.stringify(courierIds)) as RaceRows['held'];
      return { deliveries, held };
    },
    countOrdersOfClients: async (clientIds) =>
      count(
        db,
        'SELECT count(*) AS n FROM commandes WHERE client_id IN (SELECT value FROM json_each(?))',
        JSON.stringify(clientIds),
      ),
    closedRestaurant: async () =>
      (db.prepare('SELECT id FROM restaurants WHERE is_open = 0 LIMIT 1').get() as { id: string } | undefined)?.id,
    async touchRestaurant(id) {
      touch ??= db.prepare('UPDATE restaurants SET updated_at = ? WHERE id = ?');
      touch.run(new Date().toISOString(), id);
    },
    integrityCheck: async () => integrityCheck(db),
    close: async () => void db.close(),
  };
}

/**
 * The same reads and writes on PostgreSQL, through `pg` (the API's driver). A small pool: the
 * external writer of the load section runs beside the checks.
 */
function pgBenchDb(url: string): BenchDb {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const rows = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await pool.query(sql, params)).rows as T[];
  return {
    kind: 'pg',
    async loadFixtures() {
      const user = async (email: string) =>
        (await rows<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0];
      const client = await user('client@teranga.test');
      const owner = await user('restaurateur@teranga.test');
      if (!client || !owner) throw new Error('Comptes de démonstration absents : la base n’a pas été initialisée');
      const [own] = await rows<{ id: string }>('SELECT id FROM restaurants WHERE owner_id = $1', [owner.id]);
      // Same choice as on SQLite (the cluster's C.UTF-8 collation sorts names byte-wise, like SQLite).
      const [restaurant] = await rows<{ id: string; min_order_cents: number }>(
        `SELECT r.id, r.min_order_cents FROM restaurants r
         WHERE r.is_open AND r.opening_hours = '[]'::jsonb
           AND (SELECT count(*) FROM plats p WHERE p.restaurant_id = r.id AND p.is_available AND p.option_groups = '[]'::jsonb) >= 2
         ORDER BY r.min_order_cents DESC, r.name LIMIT 1`,
      );
      if (!own || !restaurant) throw new Error('Restaurants de démonstration absents');
      const dishes = await rows<{ id: string; price_cents: number }>(
        "SELECT id, price_cents FROM plats WHERE restaurant_id = $1 AND is_available AND option_groups = '[]'::jsonb ORDER BY price_cents DESC, id LIMIT 2",
        [restaurant.id],
      );
      return fixturesFrom(client.id, own.id, restaurant, dishes);
    },
    async createWaitingDeliveries(restaurantId, clientId, n) {
      const [restaurant] = await rows<{ address: string }>('SELECT address FROM restaurants WHERE id = $1', [
        restaurantId,
      ]);
      const [dish] = await rows<{ id: string; name: string; price_cents: number }>(
        'SELECT id, name, price_cents FROM plats WHERE restaurant_id = $1 LIMIT 1',
        [restaurantId],
      );
      if (!restaurant || !dish) throw new Error(`Restaurant ${restaurantId} introuvable ou sans plat`);
      const ids: string[] = [];
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        for (let i = 0; i < n; i++) {
          const orderId = crypto.randomUUID();
          const at = new Date(Date.now() - (n - i) * 1000).toISOString();
          const subtotal = dish.price_cents * 3;
          await tx.query(
            `INSERT INTO commandes (id, client_id, restaurant_id, status, payment_mode, payment_status, subtotal_cents,
              delivery_fee_cents, total_cents, delivery_address, created_at, updated_at)
             VALUES ($1, $2, $3, 'confirmee', 'cash', 'pending', $4, 250, $5, '8 Rue de Clignancourt, 75018 Paris', $6, $6)`,
            [orderId, clientId, restaurantId, subtotal, subtotal + 250, at],
          );
          await tx.query(
            `INSERT INTO commande_items (id, commande_id, plat_id, plat_name, unit_price_cents, quantity, subtotal_cents)
             VALUES ($1, $2, $3, $4, $5, 3, $6)`,
            [crypto.randomUUID(), orderId, dish.id, dish.name, dish.price_cents, subtotal],
          );
          const id = crypto.randomUUID();
          await tx.query(
            `INSERT INTO livraisons (id, commande_id, status, pickup_address, delivery_address, distance_km, estimated_time_minutes, created_at, updated_at)
             VALUES ($1, $2, 'en_attente', $3, '8 Rue de Clignancourt, 75018 Paris', 2.5, 20, $4, $4)`,
            [id, orderId, restaurant.address, at],
          );
          ids.push(id);
        }
        await tx.query('COMMIT');
      } catch (error) {
        await tx.query('ROLLBACK');
        throw error;
      } finally {
        tx.release();
      }
      return ids;
    },
    async checkAcknowledged(acks) {
      const found = new Map<string, number>();
      for (let i = 0; i < acks.length; i += 5000) {
        const chunk = acks.slice(i, i + 5000).map((a) => a.id);
        for (const row of await rows<{ id: string; total_cents: number }>(
          'SELECT id, total_cents FROM commandes WHERE id = ANY($1::text[])',
          [chunk],
        ))
          found.set(row.id, row.total_cents);
      }
      return compareAcks(acks, found);
    },
    async verifyUsers(ids) {
      await pool.query('UPDATE users SET is_verified = true WHERE id = ANY($1::text[])', [ids]);
    },
    async raceRows(deliveryIds, courierIds) {
      const deliveries = await rows<RaceRows['deliveries'][number]>(
        'SELECT id, livreur_id, status FROM livraisons WHERE id = ANY($1::text[])',
        [deliveryIds],
      );
      const held = await rows<RaceRows['held'][number]>(
        `SELECT livreur_id, count(*)::int AS n FROM livraisons
         WHERE livreur_id = ANY($1::text[]) AND status IN ('acceptee', 'en_cours') GROUP BY livreur_id`,
        [courierIds],
      );
      return { deliveries, held };
    },
    async countOrdersOfClients(clientIds) {
      const [row] = await rows<{ n: number }>(
        'SELECT count(*)::int AS n FROM commandes WHERE client_id = ANY($1::text[])',
        [clientIds],
      );
      return row?.n ?? 0;
    },
    closedRestaurant: async () =>
      (await rows<{ id: string }>('SELECT id FROM restaurants WHERE NOT is_open LIMIT 1'))[0]?.id,
    async touchRestaurant(id) {
      await pool.query('UPDATE restaurants SET updated_at = $1 WHERE id = $2', [new Date().toISOString(), id]);
    },
    integrityCheck: async () => null,
    close: () => pool.end(),
  };
}
