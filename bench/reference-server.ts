/**
 * The bench's reference: the cheapest honest server for the same data. Bare Hono on
 * @hono/node-server + better-sqlite3, one prepared statement per endpoint (two for the
 * analytics aggregates, one transaction of prepared statements for the order write),
 * NO middleware (no request id, logging, security headers, CORS, body limit, auth,
 * zod validation or OpenAPI), same JSON shapes as the API.
 *
 * The real API's figures are reported as a ratio to this server, measured on the same
 * machine in interleaved rounds, so machine speed and background load cancel out.
 *
 *   PORT=18001 DB_PATH=/tmp/…/teranga.db node --import tsx bench/reference-server.ts
 */
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';

const port = Number(process.env.PORT ?? 18001);
const dbPath = process.env.DB_PATH;
if (!dbPath) throw new Error('DB_PATH est requis');

const db = new Database(dbPath, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');

const RESTAURANT_COLUMNS =
  'id, owner_id, name, description, image_url, categories, is_open, rating, total_reviews, delivery_time, delivery_fee_cents, min_order_cents, address, lat, lng, created_at';

const q = {
  restaurants: db.prepare(`SELECT ${RESTAURANT_COLUMNS} FROM restaurants ORDER BY is_open DESC, rating DESC, name`),
  restaurant: db.prepare(`SELECT ${RESTAURANT_COLUMNS} FROM restaurants WHERE id = ?`),
  plats: db.prepare('SELECT * FROM plats WHERE restaurant_id = ? ORDER BY category, name'),
  // Orders with their lines in ONE statement (lines aggregated as JSON by SQLite).
  commandes: db.prepare(`
    SELECT c.id, c.client_id, u.name AS client_name, c.restaurant_id, r.name AS restaurant_name, c.status,
      c.payment_mode, c.payment_status, c.created_at, c.updated_at, c.subtotal_cents, c.delivery_fee_cents,
      c.total_cents, c.delivery_address, c.notes, l.id AS livraison_id, c.status_times,
      (SELECT json_group_array(json_object('plat_id', i.plat_id, 'plat_name', i.plat_name, 'quantity', i.quantity,
          'price', i.unit_price_cents / 100.0, 'subtotal', i.subtotal_cents / 100.0))
       FROM commande_items i WHERE i.commande_id = c.id) AS items
    FROM commandes c
    JOIN restaurants r ON r.id = c.restaurant_id
    JOIN users u ON u.id = c.client_id
    LEFT JOIN livraisons l ON l.commande_id = c.id
    WHERE c.client_id = ?
    ORDER BY c.created_at DESC, c.rowid DESC LIMIT 100`),
  // Each offer carries its order (lines included), as the API's answer does: one statement.
  available: db.prepare(`
    SELECT l.*, r.id AS restaurant_id, r.name AS restaurant_name, c.status AS commande_status,
      c.client_id, u.name AS client_name, c.payment_mode, c.payment_status, c.created_at AS c_created_at,
      c.updated_at AS c_updated_at, c.subtotal_cents, c.delivery_fee_cents, c.total_cents,
      c.delivery_address AS c_delivery_address, c.notes, c.status_times,
      (SELECT json_group_array(json_object('plat_id', i.plat_id, 'plat_name', i.plat_name, 'quantity', i.quantity,
          'price', i.unit_price_cents / 100.0, 'subtotal', i.subtotal_cents / 100.0))
       FROM commande_items i WHERE i.commande_id = c.id) AS items
    FROM livraisons l
    JOIN commandes c ON c.id = l.commande_id
    JOIN restaurants r ON r.id = c.restaurant_id
    JOIN users u ON u.id = c.client_id
    WHERE l.status = 'en_attente' AND c.status IN ('confirmee', 'en_preparation', 'prete')
    ORDER BY l.created_at, l.id`),
  // Order write: the dishes' prices in one statement, then the inserts, in one transaction.
  orderPlats: db.prepare(
    `SELECT p.id, p.name, p.price_cents, p.is_available, r.name AS restaurant_name, r.is_open, r.min_order_cents
     FROM plats p JOIN restaurants r ON r.id = p.restaurant_id
     WHERE p.restaurant_id = ? AND p.id IN (SELECT value FROM json_each(?))`,
  ),
  insertOrder: db.prepare(
    `INSERT INTO commandes (id, client_id, restaurant_id, status, payment_mode, payment_status, subtotal_cents,
      delivery_fee_cents, total_cents, delivery_address, notes, status_times, created_at, updated_at)
     VALUES (?, ?, ?, 'en_attente', ?, ?, ?, 250, ?, ?, ?, json_object('en_attente', ?), ?, ?)`,
  ),
  // The live event every order write records in its transaction, as the API's does.
  insertEvent: db.prepare(
    `INSERT INTO events (type, commande_id, restaurant_id, client_id, payload, created_at)
     VALUES ('commande.created', ?, ?, ?, ?, ?)`,
  ),
  insertItem: db.prepare(
    `INSERT INTO commande_items (id, commande_id, plat_id, plat_name, unit_price_cents, quantity, subtotal_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ),
  analyticsDays: db.prepare(`
    SELECT substr(c.created_at, 1, 10) AS day, c.status AS status, count(*) AS orders,
      sum(c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid')) AS counted,
      sum(CASE WHEN c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid') THEN c.total_cents ELSE 0 END) AS revenue
    FROM commandes c WHERE c.restaurant_id = ? AND c.created_at >= ? GROUP BY day, c.status`),
  analyticsDishes: db.prepare(`
    SELECT i.plat_id AS id, p.name AS name, sum(i.quantity) AS count, sum(i.subtotal_cents) AS revenue
    FROM commandes c JOIN commande_items i ON i.commande_id = c.id JOIN plats p ON p.id = i.plat_id
    WHERE c.restaurant_id = ? AND c.created_at >= ? AND c.status <> 'annulee' AND (c.payment_mode <> 'card' OR c.payment_status = 'paid')
    GROUP BY i.plat_id ORDER BY count DESC, revenue DESC, name LIMIT 10`),
};

type Row = Record<string, unknown>;

const restaurantJson = (r: Row) => ({
  id: r.id,
  owner_id: r.owner_id,
  name: r.name,
  description: r.description,
  image_url: r.image_url,
  categories: JSON.parse(r.categories as string),
  is_open: r.is_open === 1,
  rating: r.rating,
  total_reviews: r.total_reviews,
  delivery_time: r.delivery_time,
  delivery_fee: (r.delivery_fee_cents as number) / 100,
  min_order: (r.min_order_cents as number) / 100,
  location: { address: r.address, latitude: r.lat, longitude: r.lng },
  created_at: r.created_at,
});

const platJson = (p: Row) => ({
  id: p.id,
  restaurant_id: p.restaurant_id,
  name: p.name,
  description: p.description,
  image_url: p.image_url,
  price: (p.price_cents as number) / 100,
  category: p.category,
  is_available: p.is_available === 1,
  is_vegetarian: p.is_vegetarian === 1,
  is_vegan: p.is_vegan === 1,
  is_spicy: p.is_spicy === 1,
  popular_count: p.popular_count,
  ingredients: JSON.parse(p.ingredients as string),
  allergens: JSON.parse(p.allergens as string),
  preparation_time: p.preparation_time,
  created_at: p.created_at,
  updated_at: p.updated_at,
});

const commandeJson = (c: Row) => ({
  id: c.id,
  client_id: c.client_id,
  client_name: c.client_name,
  restaurant_id: c.restaurant_id,
  restaurant_name: c.restaurant_name,
  status: c.status,
  payment_mode: c.payment_mode,
  payment_status: c.payment_status,
  created_at: c.created_at,
  updated_at: c.updated_at,
  items: JSON.parse(c.items as string),
  subtotal: (c.subtotal_cents as number) / 100,
  delivery_fee: (c.delivery_fee_cents as number) / 100,
  total_price: (c.total_cents as number) / 100,
  delivery_address: c.delivery_address,
  notes: c.notes,
  livraison_id: c.livraison_id,
  status_times: JSON.parse((c.status_times as string | null) ?? '{}'),
});

const livraisonJson = (l: Row) => ({
  id: l.id,
  commande_id: l.commande_id,
  livreur_id: l.livreur_id,
  status: l.status,
  pickup_address: l.pickup_address,
  delivery_address: l.delivery_address,
  distance_km: l.distance_km,
  estimated_time_minutes: l.estimated_time_minutes,
  pickup_time: l.pickup_time,
  delivery_time: l.delivery_time,
  last_latitude: l.last_lat,
  last_longitude: l.last_lng,
  restaurant_id: l.restaurant_id,
  restaurant_name: l.restaurant_name,
  commande_status: l.commande_status,
  pin_locked: (l.pin_attempts as number) >= 5,
  created_at: l.created_at,
  updated_at: l.updated_at,
});

const offerJson = (l: Row) => ({
  ...livraisonJson(l),
  commande: commandeJson({
    ...l,
    id: l.commande_id,
    status: l.commande_status,
    created_at: l.c_created_at,
    updated_at: l.c_updated_at,
    delivery_address: l.c_delivery_address,
    livraison_id: l.id,
  }),
});

interface OrderBody {
  client_id: string;
  restaurant_id: string;
  items: { plat_id: string; quantity: number }[];
  delivery_address: string;
  notes?: string | null;
  payment_mode?: 'card' | 'cash';
}

class Refused extends Error {
  constructor(
    readonly status: 404 | 422,
    message: string,
  ) {
    super(message);
  }
}

const placeOrder = db.transaction((body: OrderBody) => {
  const lines = new Map<string, number>();
  for (const item of body.items) lines.set(item.plat_id, (lines.get(item.plat_id) ?? 0) + item.quantity);
  const found = new Map(
    (q.orderPlats.all(body.restaurant_id, JSON.stringify([...lines.keys()])) as Row[]).map((p) => [p.id, p]),
  );
  let subtotal = 0;
  let restaurantName = '';
  let minOrder = 0;
  const items = [...lines].map(([platId, quantity]) => {
    const p = found.get(platId);
    if (!p || p.is_available !== 1 || p.is_open !== 1) throw new Refused(p ? 422 : 404, 'Plat indisponible');
    restaurantName = p.restaurant_name as string;
    minOrder = p.min_order_cents as number;
    const cents = (p.price_cents as number) * quantity;
    subtotal += cents;
    return { plat_id: platId, plat_name: p.name as string, quantity, unit: p.price_cents as number, cents };
  });
  if (subtotal < minOrder) throw new Refused(422, 'Minimum de commande');
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const mode = body.payment_mode ?? 'card';
  const paymentStatus = mode === 'card' ? 'pending' : 'not_applicable';
  const total = subtotal + 250;
  q.insertOrder.run(
    id,
    body.client_id,
    body.restaurant_id,
    mode,
    paymentStatus,
    subtotal,
    total,
    body.delivery_address,
    body.notes ?? null,
    now,
    now,
    now,
  );
  for (const item of items)
    q.insertItem.run(crypto.randomUUID(), id, item.plat_id, item.plat_name, item.unit, item.quantity, item.cents);
  q.insertEvent.run(
    id,
    body.restaurant_id,
    body.client_id,
    JSON.stringify({ status: 'en_attente', payment_status: paymentStatus }),
    now,
  );
  return {
    id,
    client_id: body.client_id,
    restaurant_id: body.restaurant_id,
    restaurant_name: restaurantName,
    status: 'en_attente',
    payment_mode: mode,
    payment_status: paymentStatus,
    created_at: now,
    updated_at: now,
    items: items.map((i) => ({
      plat_id: i.plat_id,
      plat_name: i.plat_name,
      quantity: i.quantity,
      price: i.unit / 100,
      subtotal: i.cents / 100,
    })),
    subtotal: subtotal / 100,
    delivery_fee: 2.5,
    total_price: total / 100,
    delivery_address: body.delivery_address,
    notes: body.notes ?? null,
    livraison_id: null,
    status_times: { en_attente: now },
  };
});

const app = new Hono().basePath('/api');

app.get('/health', (c) => c.json({ status: 'ok' }));
app.get('/restaurants', (c) => c.json((q.restaurants.all() as Row[]).map(restaurantJson)));
app.get('/restaurants/:id', (c) => {
  const row = q.restaurant.get(c.req.param('id')) as Row | undefined;
  return row ? c.json(restaurantJson(row)) : c.json({ detail: 'Restaurant non trouvé' }, 404);
});
app.get('/plats', (c) => c.json((q.plats.all(c.req.query('restaurant_id') ?? '') as Row[]).map(platJson)));
app.get('/commandes', (c) => c.json((q.commandes.all(c.req.query('client_id') ?? '') as Row[]).map(commandeJson)));
app.get('/livraisons/available', (c) => c.json((q.available.all() as Row[]).map(offerJson)));
app.post('/commandes', async (c) => {
  const body = (await c.req.json()) as OrderBody;
  try {
    return c.json(placeOrder.immediate(body), 201);
  } catch (error) {
    if (error instanceof Refused) return c.json({ detail: error.message }, error.status);
    throw error;
  }
});
app.get('/analytics/restaurant/:id', (c) => {
  const days = Number(c.req.query('days') ?? 30);
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dates: string[] = [];
  for (let i = days - 1; i >= 0; i--) dates.push(new Date(today - i * 86_400_000).toISOString().slice(0, 10));
  const since = `${dates[0]}T00:00:00.000Z`;
  const daily = new Map(dates.map((date) => [date, { date, revenue: 0, orders: 0 }]));
  const byStatus: Record<string, number> = {};
  let orders = 0;
  let counted = 0;
  let revenue = 0;
  for (const row of q.analyticsDays.all(c.req.param('id'), since) as {
    day: string;
    status: string;
    orders: number;
    counted: number;
    revenue: number;
  }[]) {
    orders += row.orders;
    counted += row.counted;
    revenue += row.revenue;
    byStatus[row.status] = (byStatus[row.status] ?? 0) + row.orders;
    const day = daily.get(row.day);
    if (day) {
      day.orders += row.orders;
      day.revenue += row.revenue;
    }
  }
  return c.json({
    period_days: days,
    summary: {
      total_revenue: revenue / 100,
      total_orders: orders,
      avg_order_value: counted ? Math.round(revenue / counted) / 100 : 0,
      orders_by_status: byStatus,
    },
    popular_dishes: (q.analyticsDishes.all(c.req.param('id'), since) as Row[]).map((d) => ({
      ...d,
      revenue: (d.revenue as number) / 100,
    })),
    daily: [...daily.values()].map((d) => ({ ...d, revenue: d.revenue / 100 })),
  });
});

const server = serve({ fetch: app.fetch, port }, () => {
  if (process.send) process.send('ready');
});
const stop = () => {
  server.close();
  db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
