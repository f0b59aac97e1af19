import { importJWK, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../config';
import { commandes, kitchenPresence, paiements, pushSubscriptions, users, type Commande } from '../db/schema';
import { formatDayClock } from '../mail/templates';
import { account, orderCast, TEST_PIN } from '../test/catalog-fixtures';
import { createDelivery, readOutbox } from '../test/delivery-admin-fixtures';
import { perTest, useTestApp } from '../test/helpers';
import { createNotifier, type OrderNotice } from '.';
import { writeChannels } from './preferences';
import { createWebPush, type PushMessage } from './push';
import { fakeBrowser, startFakePushService, type FakePushService } from './testing/push-service';

const APP_URL = 'https://teranga.test';
const t = useTestApp({ appUrl: APP_URL });
const cast = perTest(() =>
  orderCast(t, {
    restaurant: { name: 'Chez Fatou' },
    dishes: { yassa: { name: 'Yassa poulet', priceCents: 1250 } },
  }),
);

/** The e-mails written so far, their text decoded (non-breaking spaces as plain ones). */
const outbox = () =>
  readOutbox(`${t.uploadsDir}/private/outbox`).map((mail) => ({
    ...mail,
    text: mail.text.replace(/[\u00a0\u202f]/g, ' '),
    to: /^To: (.*)$/m.exec(mail.raw)?.[1],
    subject: /^Subject: (.*)$/m.exec(mail.text)?.[1],
  }));

/** An order of the cast's client: two Yassa poulet (25 €) + 2.50 € delivery = 27.50 €. */
const anOrder = (fields: Partial<Commande> = {}) =>
  cast.order({ lines: [{ plat: cast.yassa, quantity: 2 }], ...fields });

/** A card payment of `order`, `refunded` cents of it already refunded or set aside. */
async function paid(order: Commande, refunded: number, status: 'succeeded' | 'refunded' = 'succeeded') {
  await t.db.insert(paiements).values({
    commandeId: order.id,
    provider: 'test',
    intentId: `pi_${order.id}`,
    status,
    amountCents: order.totalCents,
    refundedCents: refunded,
  });
}

/** Summer time in Paris (UTC+2): 17:45Z is told as 19:45, on another day than today's: with its day. */
const ESTIMATED = '2026-06-12T17:45:00.000Z';

describe('order e-mails (the default notifier of the app)', () => {
  const notify = (notice: OrderNotice, id: string) => t.deps.notifier.order(notice, id);

  it('accepted: to the client, with the estimated delivery time', async () => {
    const order = await anOrder({ status: 'confirmee', paymentMode: 'cash', estimatedDeliveryAt: ESTIMATED });
    await notify('accepted', order.id);
    const [mail, ...others] = outbox();
    expect(others).toHaveLength(0);
    expect(mail!.to).toBe(cast.client.row.email);
    expect(mail!.subject).toContain('Chez Fatou a accepté votre commande');
    expect(mail!.text).toContain('Livraison estimée vers vendredi 12 juin à 19:45.');
    expect(mail!.text).toContain(`${APP_URL}/client/orders/${order.id}`);
    // HTML and text, both in French.
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    expect(mail!.text).toContain('<html lang="fr">');
  });

  it('refused: the reason label, the message and the refund in euros', async () => {
    const order = await anOrder({
      status: 'annulee',
      paymentStatus: 'refunded',
      cancelReason: 'rupture',
      cancelMessage: 'Plus de poulet ce soir',
      cancelledBy: 'restaurant',
    });
    // The refund is still being asked to the provider: reserved, not done yet.
    await paid(order, order.totalCents);
    await notify('refused', order.id);
    const [mail] = outbox();
    expect(mail!.to).toBe(cast.client.row.email);
    expect(mail!.subject).toContain('Chez Fatou n’a pas pu accepter votre commande');
    expect(mail!.text).toContain('Motif : Rupture de stock');
    expect(mail!.text).toContain('« Plus de poulet ce soir »');
    expect(mail!.text).toContain('Remboursement : 27,50 € rendus sur votre carte bancaire');
  });

  it('refused before the refund was even reserved: what was paid is what comes back', async () => {
    const order = await anOrder({ status: 'annulee', paymentStatus: 'refunded', cancelReason: 'ferme' });
    await paid(order, 0);
    await notify('refused', order.id);
    expect(outbox()[0]!.text).toContain('Remboursement : 27,50 €');
    expect(outbox()[0]!.text).toContain('Motif : Restaurant fermé');
  });

  it('out for delivery: the delivery code', async () => {
    const order = await anOrder({ status: 'en_livraison', paymentStatus: 'paid' });
    await notify('out_for_delivery', order.id);
    const [mail] = outbox();
    expect(mail!.to).toBe(cast.client.row.email);
    expect(mail!.subject).toContain('Votre commande est en route');
    expect(mail!.text).toContain(`Code de livraison : ${TEST_PIN}`);
  });

  it('delivered', async () => {
    const order = await anOrder({ status: 'livree', paymentStatus: 'paid' });
    await notify('delivered', order.id);
    const [mail] = outbox();
    expect(mail!.to).toBe(cast.client.row.email);
    expect(mail!.subject).toContain('Votre commande a été livrée');
    expect(mail!.text).toContain('Total : 27,50 €');
  });

  it('cancelled by a deadline: the reason and the refund, or that nothing was taken', async () => {
    const unanswered = await anOrder({
      status: 'annulee',
      paymentStatus: 'refunded',
      cancelReason: 'delai_depasse',
      cancelledBy: 'systeme',
    });
    await paid(unanswered, unanswered.totalCents, 'refunded');
    const unpaid = await anOrder({
      status: 'annulee',
      paymentStatus: 'not_applicable',
      cancelReason: 'paiement_expire',
      cancelledBy: 'systeme',
    });
    const cash = await anOrder({
      status: 'annulee',
      paymentMode: 'cash',
      paymentStatus: 'not_applicable',
      cancelReason: 'delai_depasse',
      cancelledBy: 'systeme',
    });
    await notify('cancelled_deadline', unanswered.id);
    await notify('cancelled_deadline', unpaid.id);
    await notify('cancelled_deadline', cash.id);
    const [first, second, third] = outbox();
    for (const mail of [first, second, third]) {
      expect(mail!.to).toBe(cast.client.row.email);
      expect(mail!.subject).toContain('Votre commande chez Chez Fatou est annulée');
    }
    expect(first!.text).toContain('Motif : Le restaurant n’a pas répondu à temps');
    expect(first!.text).toContain('Remboursement : 27,50 €');
    expect(second!.text).toContain('Motif : Le paiement n’a pas été finalisé à temps');
    expect(second!.text).toContain('Aucun montant n’a été débité de votre carte.');
    expect(third!.text).toContain('Vous n’avez rien à payer.');
  });

  it('cancelled by an admin: their message and the amount they chose to refund', async () => {
    const order = await anOrder({
      status: 'annulee',
      paymentStatus: 'paid',
      cancelReason: 'admin',
      cancelMessage: 'Client injoignable',
      cancelledBy: 'admin',
    });
    // 12.50 € of the 27.50 € set aside for the client by the cancellation.
    await paid(order, 1250);
    await notify('cancelled_admin', order.id);
    const [mail] = outbox();
    expect(mail!.to).toBe(cast.client.row.email);
    expect(mail!.text).toContain('L’équipe Teranga a annulé votre commande chez Chez Fatou.');
    expect(mail!.text).toContain('Motif : Annulée par l’équipe Teranga');
    expect(mail!.text).toContain('Message de l’équipe Teranga : « Client injoignable »');
    expect(mail!.text).toContain('Remboursement : 12,50 €');
  });

  it('a courier: told of the delivery an admin gave them, and of its cancellation; nobody without a courier', async () => {
    const courier = await account(t, 'livreur', { name: 'Moussa Sow' });
    const order = await anOrder({ status: 'prete', paymentStatus: 'paid' });
    await createDelivery(t, { commandeId: order.id, status: 'acceptee', livreurId: courier.id });
    await notify('courier_assigned', order.id);
    const [assigned] = outbox();
    expect(assigned!.to).toBe(courier.row.email);
    expect(assigned!.subject).toContain('Livraison attribuée : Chez Fatou');
    expect(assigned!.text).toContain('Récupération : 1 Rue du Test, 75018 Paris');
    expect(assigned!.text).toContain(`${APP_URL}/livreur/active`);

    const cancelled = await anOrder({ status: 'annulee', paymentStatus: 'refunded', cancelledBy: 'admin' });
    await createDelivery(t, { commandeId: cancelled.id, status: 'annulee', livreurId: courier.id });
    await notify('courier_cancelled', cancelled.id);
    expect(outbox()[1]!.to).toBe(courier.row.email);
    expect(outbox()[1]!.text).toContain('a été annulée : ne la livrez pas.');

    // No courier took it: nobody to tell (not the client).
    const untaken = await anOrder({ status: 'annulee', paymentStatus: 'refunded', cancelledBy: 'admin' });
    await createDelivery(t, { commandeId: untaken.id, status: 'annulee' });
    await notify('courier_cancelled', untaken.id);
    await notify('courier_assigned', untaken.id);
    expect(outbox()).toHaveLength(2);
  });

  it('new order: to the restaurant’s owner, with the dishes and the time to accept it', async () => {
    const order = await anOrder({ paymentMode: 'cash', acceptBy: ESTIMATED });
    await notify('new_order', order.id);
    const [mail, ...others] = outbox();
    expect(others).toHaveLength(0);
    expect(mail!.to).toBe(cast.owner.row.email);
    expect(mail!.subject).toContain('Nouvelle commande pour Chez Fatou');
    expect(mail!.text).toContain('2 × Yassa poulet');
    expect(mail!.text).toContain('avant vendredi 12 juin à 19:45');
    expect(mail!.text).toContain(`${APP_URL}/restaurateur/orders`);
  });

  it('new order for later, to take away: the kitchen is told when, and the client where to pick it up (issue 16)', async () => {
    const order = await anOrder({
      paymentMode: 'cash',
      fulfillment: 'a_emporter',
      scheduledFor: '2026-06-13T10:30:00.000Z',
      acceptBy: ESTIMATED,
    });
    await notify('new_order', order.id);
    expect(outbox()[0]!.text).toContain('À emporter, pour samedi 13 juin à 12:30.');
    await t.db
      .update(commandes)
      .set({ status: 'confirmee', estimatedDeliveryAt: '2026-06-13T10:30:00.000Z' })
      .where(eq(commandes.id, order.id));
    await notify('accepted', order.id);
    expect(outbox()[1]!.text).toContain('Retrait prévu vers samedi 13 juin à 12:30.');
    expect(outbox()[1]!.text).toContain('à retirer au');
    await t.db.update(commandes).set({ status: 'livree', paymentStatus: 'paid' }).where(eq(commandes.id, order.id));
    await notify('delivered', order.id);
    expect(outbox()[2]!.subject).toBe('Votre commande a été récupérée');
    expect(outbox()[2]!.text).toContain('a été récupérée.');
  });

  it('a time of today is told without its day', () => {
    const now = new Date('2026-06-12T08:00:00.000Z');
    expect(formatDayClock(ESTIMATED, now)).toBe('19:45');
    expect(formatDayClock('2026-06-12T22:30:00.000Z', now)).toBe('samedi 13 juin à 00:30');
  });

  it('none when the recipient switched e-mail off', async () => {
    await writeChannels(t.db, cast.client.id, { email: false, push: true });
    await writeChannels(t.db, cast.owner.id, { email: false, push: false });
    const order = await anOrder({ status: 'livree', paymentMode: 'cash', paymentStatus: 'paid' });
    await notify('delivered', order.id);
    await notify('new_order', (await anOrder({ paymentMode: 'cash' })).id);
    expect(outbox()).toHaveLength(0);
  });

  it('none for a notice the order no longer matches, nor for an unpaid card order', async () => {
    const cancelled = await anOrder({ status: 'annulee', paymentMode: 'cash', cancelReason: 'client' });
    await notify('accepted', cancelled.id);
    await notify('out_for_delivery', cancelled.id);
    await notify('new_order', (await anOrder({ paymentMode: 'card', paymentStatus: 'pending' })).id);
    await notify('delivered', crypto.randomUUID());
    expect(outbox()).toHaveLength(0);
    // A paid card order does ring.
    await notify('new_order', (await anOrder({ paymentMode: 'card', paymentStatus: 'paid' })).id);
    expect(outbox()).toHaveLength(1);
  });

  it('never rejects: a failing mailer is logged, the push still goes', async () => {
    const order = await anOrder({ status: 'livree', paymentMode: 'cash', paymentStatus: 'paid' });
    const sent: PushMessage[] = [];
    const notifier = createNotifier({
      db: t.db,
      mailer: { mode: 'smtp', outboxDir: null, send: () => Promise.reject(new Error('SMTP indisponible')) },
      logger: pino({ level: 'silent' }),
      appUrl: APP_URL,
      push: {
        publicKey: 'k',
        subscribe: async () => {},
        unsubscribe: async () => true,
        sendToUser: async (_u, m) => (sent.push(m), 1),
      },
    });
    await expect(notifier.order('delivered', order.id)).resolves.toBeUndefined();
    expect(sent).toEqual([
      {
        title: 'Commande livrée',
        body: expect.stringContaining('Chez Fatou'),
        url: `${APP_URL}/client/orders/${order.id}`,
      },
    ]);
  });
});

describe('in the recipient’s language (users.locale, issue 18)', () => {
  const inEnglish = (id: string) => t.db.update(users).set({ locale: 'en' }).where(eq(users.id, id));

  /** A notifier whose pushes are kept in `sent`, e-mails going to the app's outbox. */
  const withPushes = () => {
    const sent: { userId: string; message: PushMessage }[] = [];
    const notifier = createNotifier({
      db: t.db,
      mailer: t.deps.mailer,
      logger: pino({ level: 'silent' }),
      appUrl: APP_URL,
      push: {
        publicKey: 'k',
        subscribe: async () => {},
        unsubscribe: async () => true,
        sendToUser: async (userId, message) => (sent.push({ userId, message }), 1),
      },
    });
    return { notifier, sent };
  };

  it('an English client gets English e-mails and pushes, amounts and times written the English way', async () => {
    await inEnglish(cast.client.id);
    await writeChannels(t.db, cast.client.id, { email: true, push: true });
    const { notifier, sent } = withPushes();
    const order = await anOrder({ status: 'confirmee', paymentMode: 'cash', estimatedDeliveryAt: ESTIMATED });
    await notifier.order('accepted', order.id);
    const [mail] = outbox();
    expect(mail!.subject).toBe('Chez Fatou has accepted your order');
    expect(mail!.text).toContain(`Hello ${cast.client.name},`);
    expect(mail!.text).toContain('Estimated delivery around Friday 12 June at 19:45.');
    expect(mail!.text).toContain('Total: €27.50, delivered to');
    expect(mail!.text).toContain(`Track my order: ${APP_URL}/client/orders/${order.id}`);
    expect(mail!.text).toContain('The Teranga team');
    expect(mail!.text).toContain('<html lang="en">');
    expect(mail!.text).not.toMatch(/Bonjour|commande|Livraison/);
    expect(sent).toEqual([
      {
        userId: cast.client.id,
        message: {
          title: 'Order accepted',
          body: 'Chez Fatou is preparing your order. Estimated delivery around Friday 12 June at 19:45.',
          url: `${APP_URL}/client/orders/${order.id}`,
        },
      },
    ]);
  });

  it('a refusal: the reason and the refund in English', async () => {
    await inEnglish(cast.client.id);
    const order = await anOrder({
      status: 'annulee',
      paymentStatus: 'refunded',
      cancelReason: 'rupture',
      cancelMessage: 'Plus de poulet ce soir',
      cancelledBy: 'restaurant',
    });
    await paid(order, order.totalCents);
    await t.deps.notifier.order('refused', order.id);
    const [mail] = outbox();
    expect(mail!.subject).toBe('Chez Fatou could not accept your order');
    expect(mail!.text).toContain('Reason: Out of stock');
    // What the restaurant wrote stays as written.
    expect(mail!.text).toContain('Message from the restaurant: “Plus de poulet ce soir”');
    expect(mail!.text).toContain('Refund: €27.50 back on your card');
  });

  it('each recipient in their own language: an English kitchen, a French client, an English courier', async () => {
    await inEnglish(cast.owner.id);
    const order = await anOrder({ paymentMode: 'cash', acceptBy: ESTIMATED });
    await t.deps.notifier.order('new_order', order.id);
    await t.db
      .update(commandes)
      .set({ status: 'confirmee', estimatedDeliveryAt: ESTIMATED })
      .where(eq(commandes.id, order.id));
    await t.deps.notifier.order('accepted', order.id);
    const [kitchen, client] = outbox();
    expect(kitchen!.to).toBe(cast.owner.row.email);
    expect(kitchen!.subject).toBe('New order for Chez Fatou');
    expect(kitchen!.text).toContain('has received an order of €27.50.');
    expect(kitchen!.text).toContain('Accept or refuse it before Friday 12 June at 19:45');
    expect(client!.to).toBe(cast.client.row.email);
    expect(client!.subject).toBe('Chez Fatou a accepté votre commande');

    const courier = await account(t, 'livreur', { name: 'Moussa Sow', locale: 'en' });
    const taken = await anOrder({ status: 'prete', paymentStatus: 'paid' });
    await createDelivery(t, { commandeId: taken.id, status: 'acceptee', livreurId: courier.id });
    await t.deps.notifier.order('courier_assigned', taken.id);
    expect(outbox()[2]!.subject).toBe('Delivery assigned: Chez Fatou');
    expect(outbox()[2]!.text).toContain('Pickup: 1 Rue du Test, 75018 Paris');
  });

  it('every notice has its English push', async () => {
    await inEnglish(cast.client.id);
    await writeChannels(t.db, cast.client.id, { email: false, push: true });
    const { notifier, sent } = withPushes();
    const delivered = await anOrder({ status: 'livree', paymentStatus: 'paid' });
    await notifier.order('delivered', delivered.id);
    const onTheWay = await anOrder({ status: 'en_livraison', paymentStatus: 'paid' });
    await notifier.order('out_for_delivery', onTheWay.id);
    const late = await anOrder({ status: 'annulee', cancelReason: 'delai_depasse', cancelledBy: 'systeme' });
    await notifier.order('cancelled_deadline', late.id);
    expect(sent.map((s) => s.message.title)).toEqual([
      'Order delivered',
      'Your order is on its way',
      'Order cancelled',
    ]);
    expect(sent[1]!.message.body).toBe(`Delivery code: ${TEST_PIN} (give it to the courier at handover).`);
    expect(sent[2]!.message.body).toBe('Chez Fatou: The restaurant did not answer in time.');
    expect(outbox()).toHaveLength(0);
  });
});

describe('Web Push, to a local push service', () => {
  let service: FakePushService;
  beforeEach(async () => {
    service = await startFakePushService();
  });
  afterEach(async () => {
    await service.close();
  });

  const vapid = generateVapidKeys('mailto:ops@teranga.test');
  const NOW = new Date('2026-06-12T18:00:00.000Z');
  const notifierWith = () => {
    const logger = pino({ level: 'silent' });
    const push = createWebPush({ db: t.db, logger, vapid, agent: service.agent });
    return {
      push,
      notifier: createNotifier({ db: t.db, mailer: t.deps.mailer, logger, appUrl: APP_URL, push, now: () => NOW }),
    };
  };

  it('sends the encrypted message with the VAPID authorization', async () => {
    const { push, notifier } = notifierWith();
    const browser = fakeBrowser();
    await push.subscribe(cast.client.id, { endpoint: `${service.origin}/push/client-phone`, keys: browser.keys });
    const order = await anOrder({ status: 'en_livraison', paymentStatus: 'paid' });

    await notifier.order('out_for_delivery', order.id);

    expect(service.received).toHaveLength(1);
    const request = service.received[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/push/client-phone' });
    expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '3600', urgency: 'high' });
    // The payload is readable only with the browser's keys.
    expect(request.body.includes(Buffer.from(TEST_PIN))).toBe(false);
    expect(JSON.parse(browser.decrypt(request.body))).toEqual({
      title: 'Votre commande est en route',
      body: `Code de livraison : ${TEST_PIN} (à donner au livreur à la remise).`,
      url: `${APP_URL}/client/orders/${order.id}`,
    });
    // `vapid t=<JWT signed with the private key>, k=<public key>`, for this push service's origin.
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization));
    expect(match?.[2]).toBe(vapid.publicKey);
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = await importJWK({
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
      alg: 'ES256',
    });
    const { payload } = await jwtVerify(match![1]!, key, { algorithms: ['ES256'] });
    expect(payload).toMatchObject({ aud: service.origin, sub: 'mailto:ops@teranga.test' });
    // E-mail too: both channels are on by default.
    expect(outbox()).toHaveLength(1);
  });

  it('only when push is on', async () => {
    const { push, notifier } = notifierWith();
    await push.subscribe(cast.client.id, { endpoint: `${service.origin}/push/a`, keys: fakeBrowser().keys });
    await writeChannels(t.db, cast.client.id, { email: true, push: false });
    const order = await anOrder({ status: 'livree', paymentStatus: 'paid' });
    await notifier.order('delivered', order.id);
    expect(service.received).toHaveLength(0);
    expect(outbox()).toHaveLength(1);

    await writeChannels(t.db, cast.client.id, { email: false, push: true });
    await notifier.order('delivered', order.id);
    expect(service.received).toHaveLength(1);
    expect(outbox()).toHaveLength(1);
  });

  it('a subscription the push service says is gone (410) is deleted, the others kept', async () => {
    const { push, notifier } = notifierWith();
    await push.subscribe(cast.client.id, { endpoint: `${service.origin}/push/old-laptop`, keys: fakeBrowser().keys });
    await push.subscribe(cast.client.id, { endpoint: `${service.origin}/push/phone`, keys: fakeBrowser().keys });
    service.answer('/push/old-laptop', 410);
    const order = await anOrder({ status: 'livree', paymentStatus: 'paid' });

    await notifier.order('delivered', order.id);

    expect(service.received.map((r) => r.path).sort()).toEqual(['/push/old-laptop', '/push/phone']);
    const left = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: `${service.origin}/push/phone` }]);
    // A failure of another kind (the service is down) keeps the subscription.
    service.answer('/push/phone', 503);
    await notifier.order('delivered', order.id);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(1);
  });

  it('new order: not while the owner’s kitchen screen was seen 10 s ago, sent when it was 2 minutes ago', async () => {
    const { push, notifier } = notifierWith();
    await push.subscribe(cast.owner.id, { endpoint: `${service.origin}/push/kitchen`, keys: fakeBrowser().keys });
    const order = await anOrder({ paymentMode: 'cash' });
    const seen = (ms: number) =>
      t.db
        .insert(kitchenPresence)
        .values({ userId: cast.owner.id, seenAt: new Date(NOW.getTime() - ms).toISOString() })
        .onConflictDoUpdate({
          target: kitchenPresence.userId,
          set: { seenAt: new Date(NOW.getTime() - ms).toISOString() },
        });

    await seen(10_000);
    await notifier.order('new_order', order.id);
    expect(outbox()).toHaveLength(0);
    expect(service.received).toHaveLength(0);

    await seen(120_000);
    await notifier.order('new_order', order.id);
    expect(outbox().map((mail) => mail.to)).toEqual([cast.owner.row.email]);
    expect(service.received.map((r) => r.path)).toEqual(['/push/kitchen']);

    // Never seen at all: sent as well.
    await t.db.delete(kitchenPresence).where(eq(kitchenPresence.userId, cast.owner.id));
    await notifier.order('new_order', order.id);
    expect(outbox()).toHaveLength(2);
  });
});
