/**
 * Card payments of orders, whatever the provider: intent creation, the
 * server-side confirmation, Stripe webhooks, the test-mode card form and the
 * refund / cancellation of a cancelled order's payment.
 *
 * Rule of the module: an order becomes `paid` only after the PROVIDER says its
 * intent `succeeded` with the order's own amount (server total, cents) and
 * currency. The browser's word, or an amount it sends, is never used.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_DEADLINES, MONEY_MESSAGES } from '@teranga/shared-ui/rules';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Deadlines } from '../config';
import type { Db } from '../db/client';
import { commandes, paiementWebhookEvents, paiements, restaurants, type Commande, type Paiement } from '../db/schema';
import { loadCommandeJson, type CommandeJson } from '../domain/commande-json';
import { recordEvents } from '../domain/events';
import { paymentPosting, post, refundPosting, type RefundCharge } from '../domain/ledger';
import type { OrderCancelledEvent } from '../domain/order-status';
import { kitchenStartAt, ORDER_TIMING_COLUMNS, toOrderTimingRestaurant } from '../domain/order-timing';
import { ApiError, badRequest, conflict, notFound, unprocessable } from '../lib/errors';
import { toEuros } from '../lib/money';
import { CARD_MESSAGES, expiryError, isValidCardNumber, isValidCvc } from './cards';
import type { PaymentsConfig } from './config';
import { PaymentProviderError, type PaymentIntentInfo, type PaymentProvider, type RefundInfo } from './provider';
import { STRIPE_PROVIDER, StripePaymentProvider, toIntentInfo } from './stripe-provider';
import { SEED_PROVIDER, TEST_PROVIDER, TestPaymentProvider, testCardOutcome, testIntentInfo } from './test-provider';

export const PAYMENT_CURRENCY = 'eur';

export const PAYMENT_MESSAGES = {
  orderNotFound: 'Commande non trouvée',
  paymentNotFound: 'Paiement introuvable',
  cashOrder: 'Cette commande se règle en espèces à la livraison',
  alreadyPaid: 'Cette commande est déjà payée',
  refunded: 'Cette commande a été remboursée',
  cancelled: 'Cette commande a été annulée',
  notPayable: 'Cette commande ne peut plus être payée',
  noPayment: 'Aucun paiement n’a été initié pour cette commande',
  notSucceeded: 'Le paiement n’a pas encore abouti',
  failed: (reason: string) => `Le paiement a échoué : ${reason}`,
  amountMismatch: 'Le montant payé ne correspond pas au total de la commande',
  cancelledWhilePaying: 'Cette commande a été annulée : le paiement est remboursé',
  intentCanceled: 'Ce paiement a été annulé',
  intentSucceeded: 'Ce paiement a déjà été effectué',
  otherProvider: 'Ce paiement a été créé avec un autre prestataire de paiement',
  unavailable: 'Le service de paiement est momentanément indisponible. Réessayez dans quelques instants.',
  rejected: 'Le prestataire de paiement a refusé la demande. Réessayez plus tard ou choisissez le paiement en espèces.',
  refundAmount: 'Le montant à rembourser doit être un nombre entier de centimes, positif',
  refundFailed: 'Le remboursement n’a pas pu être effectué : réessayez plus tard ou remboursez le client manuellement',
} as const;

/** The `paiements` row of an intent the provider just created (pending until it says otherwise). */
function newPaymentRow(commandeId: string, provider: string, intent: PaymentIntentInfo): typeof paiements.$inferInsert {
  const now = new Date().toISOString();
  return {
    commandeId,
    provider,
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    status: 'pending',
    amountCents: intent.amountCents,
    currency: intent.currency,
    createdAt: now,
    updatedAt: now,
  };
}

type Settlement = 'paid' | 'already_paid' | 'not_succeeded' | 'mismatch' | 'order_cancelled';

export interface IntentResponse {
  client_secret: string;
  payment_intent_id: string;
  /** Euros. */
  amount: number;
  currency: string;
}

export interface TestCardInput {
  client_secret: string;
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface TestCardResult {
  status: PaymentIntentInfo['status'];
  error?: string;
}

export type WebhookResult = 'processed' | 'duplicate';

interface Actor {
  id: string;
}

/** Provider failures as HTTP answers: 503 worth retrying, 502 otherwise. */
function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    throw new ApiError(error.kind === 'unavailable' ? 503 : 502, PAYMENT_MESSAGES[error.kind]);
  }
  throw error;
}

export class PaymentService {
  readonly provider: PaymentProvider;
  /** Always there: serves `test` intents and the seed's `simulation` payments. */
  readonly testProvider: TestPaymentProvider;
  private readonly inflight = new Map<string, Promise<IntentResponse>>();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    config: PaymentsConfig,
    /** A paid order's acceptance window starts at its payment (`acceptWindowS`). */
    private readonly deadlines: Pick<Deadlines, 'acceptWindowS'> = DEFAULT_DEADLINES,
    /** After the commit of a payment: the order is now new for its kitchen (never throws). */
    private readonly onPaid: (orderId: string) => void = () => {},
  ) {
    this.testProvider = new TestPaymentProvider(db);
    this.provider = config.stripe ? new StripePaymentProvider(config.stripe) : this.testProvider;
    if (!config.stripe) {
      logger.warn(
        'payments: built-in TEST mode (no STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY): no real money is collected',
      );
    } else {
      logger.info({ mode: config.stripe.secretKey.includes('_live_') ? 'live' : 'test' }, 'payments: Stripe');
      if (!config.stripe.webhookSecret)
        logger.warn('payments: STRIPE_WEBHOOK_SECRET is not set, /api/paiements/webhook is off');
    }
  }

  get stripe(): StripePaymentProvider | null {
    return this.provider instanceof StripePaymentProvider ? this.provider : null;
  }

  /** The provider that owns a stored payment, or null when it is not configured now. */
  private providerFor(row: Pick<Paiement, 'provider'>): PaymentProvider | null {
    if (row.provider === TEST_PROVIDER || row.provider === SEED_PROVIDER) return this.testProvider;
    if (row.provider === STRIPE_PROVIDER) return this.stripe;
    return null;
  }

  // -------------------------------------------------------------------------
  // Reads
  // -------------------------------------------------------------------------

  private async order(id: string): Promise<Commande | undefined> {
    const [order] = await this.db.select().from(commandes).where(eq(commandes.id, id)).limit(1);
    return order;
  }

  /** The caller's own order; anybody else's is answered as missing. */
  private async ownOrder(actor: Actor, id: string): Promise<Commande> {
    const order = await this.order(id);
    if (!order || order.clientId !== actor.id) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    return order;
  }

  /** Newest first; within one millisecond, last inserted first (SQLite) or by id (PostgreSQL has no rowid). */
  private paymentsOf(orderId: string): Promise<Paiement[]> {
    return this.db
      .select()
      .from(paiements)
      .where(eq(paiements.commandeId, orderId))
      .orderBy(desc(paiements.createdAt), desc(this.db.engine === 'sqlite' ? sql`rowid` : paiements.id));
  }

  private async json(orderId: string): Promise<CommandeJson> {
    return (await loadCommandeJson(this.db, orderId))!;
  }

  // -------------------------------------------------------------------------
  // POST /paiements/create-payment-intent
  // -------------------------------------------------------------------------

  /**
   * The intent paying `orderId` (amount: the order's server total). An open
   * intent is reused; concurrent calls share one provider call; the provider
   * call carries the idempotency key `commande-<id>` (`-2`, `-3`… only after
   * an earlier intent was cancelled), so a retry never makes a second intent.
   */
  async createIntent(actor: Actor, orderId: string): Promise<IntentResponse> {
    const order = await this.ownOrder(actor, orderId);
    this.assertPayable(order);

    const reusable = (await this.paymentsOf(order.id)).find(
      (row) =>
        row.provider === this.provider.name &&
        (row.status === 'pending' || row.status === 'failed') &&
        row.amountCents === order.totalCents &&
        row.clientSecret,
    );
    if (reusable)
      return this.intentResponse(reusable.intentId, reusable.clientSecret!, reusable.amountCents, reusable.currency);

    const running = this.inflight.get(order.id);
    if (running) return running;
    const creation = this.createNewIntent(order).finally(() => this.inflight.delete(order.id));
    this.inflight.set(order.id, creation);
    return creation;
  }

  private assertPayable(order: Commande): void {
    if (order.paymentMode !== 'card') throw conflict(PAYMENT_MESSAGES.cashOrder);
    if (order.status === 'annulee') throw conflict(PAYMENT_MESSAGES.cancelled);
    if (order.paymentStatus === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    if (order.paymentStatus === 'refunded') throw conflict(PAYMENT_MESSAGES.refunded);
    if (order.status !== 'en_attente') throw conflict(PAYMENT_MESSAGES.notPayable);
  }

  private async createNewIntent(order: Commande): Promise<IntentResponse> {
    const earlier = (await this.paymentsOf(order.id)).filter((row) => row.provider === this.provider.name).length;
    const idempotencyKey = earlier === 0 ? `commande-${order.id}` : `commande-${order.id}-${earlier + 1}`;
    let intent: PaymentIntentInfo;
    try {
      intent = await this.provider.createIntent({
        amountCents: order.totalCents,
        currency: PAYMENT_CURRENCY,
        orderId: order.id,
        idempotencyKey,
      });
    } catch (error) {
      this.logger.error(
        { err: error, commandeId: order.id, provider: this.provider.name },
        'payment intent creation failed',
      );
      providerFailure(error);
    }
    if (!intent.clientSecret) throw new ApiError(502, PAYMENT_MESSAGES.rejected);
    await this.db
      .insert(paiements)
      .values(newPaymentRow(order.id, this.provider.name, intent))
      .onConflictDoNothing();
    this.logger.info(
      { commandeId: order.id, intentId: intent.id, provider: this.provider.name, idempotencyKey },
      'payment intent created',
    );
    return this.intentResponse(intent.id, intent.clientSecret, intent.amountCents, intent.currency);
  }

  private intentResponse(id: string, clientSecret: string, amountCents: number, currency: string): IntentResponse {
    return { client_secret: clientSecret, payment_intent_id: id, amount: toEuros(amountCents), currency };
  }

  // -------------------------------------------------------------------------
  // Settlement (shared by the confirmation, the webhook and the test card form)
  // -------------------------------------------------------------------------

  /**
   * Inside `tx`: records what the provider said about `intent` for `order`.
   * Only a succeeded intent of the order's exact amount and currency marks it
   * paid. A payment that succeeds on an order cancelled meanwhile is reported
   * (`order_cancelled`) so the caller refunds it once committed.
   */
  private async settle(tx: Db, orderId: string, row: Paiement, intent: PaymentIntentInfo): Promise<Settlement> {
    // The outcome depends on the order read here (cancelled, already paid): on PostgreSQL a
    // cancellation must not commit between this read and the writes below.
    await tx.lockRows(commandes, [orderId]);
    const [order] = await tx.select().from(commandes).where(eq(commandes.id, orderId)).limit(1);
    if (!order) return 'not_succeeded';
    const now = new Date().toISOString();
    if (intent.status !== 'succeeded') {
      if (intent.status === 'requires_payment_method' && intent.lastPaymentError && row.status === 'pending') {
        // `row` was read before the provider call: only a payment still pending becomes failed.
        await tx
          .update(paiements)
          .set({ status: 'failed', updatedAt: now })
          .where(and(eq(paiements.id, row.id), eq(paiements.status, 'pending')));
      }
      return 'not_succeeded';
    }
    if (
      intent.amountCents !== order.totalCents ||
      intent.currency !== PAYMENT_CURRENCY ||
      (intent.orderId !== null && intent.orderId !== order.id)
    ) {
      this.logger.error(
        {
          commandeId: order.id,
          intentId: intent.id,
          amount: intent.amountCents,
          expected: order.totalCents,
          currency: intent.currency,
        },
        'payment amount does not match the order: not marked paid',
      );
      return 'mismatch';
    }
    const received = await tx
      .update(paiements)
      .set({ status: 'succeeded', updatedAt: now })
      .where(and(eq(paiements.id, row.id), inArray(paiements.status, ['pending', 'failed', 'canceled'])))
      .returning({ amountCents: paiements.amountCents });
    // The money is in: held for the client until delivery (or refunded on a cancellation).
    for (const { amountCents } of received) await post(tx, paymentPosting(order.id, amountCents), now);
    if (order.status === 'annulee') return 'order_cancelled';
    if (order.paymentStatus === 'paid') return 'already_paid';
    // Paid: the unpaid-order deadline stops, the kitchen's acceptance window starts now (for an
    // order for later, it lasts until its preparation must start when that is later).
    let acceptBy = new Date(Date.parse(now) + this.deadlines.acceptWindowS * 1000).toISOString();
    if (order.scheduledFor) {
      const [timing] = await tx
        .select(ORDER_TIMING_COLUMNS)
        .from(restaurants)
        .where(eq(restaurants.id, order.restaurantId))
        .limit(1);
      const start = timing
        ? kitchenStartAt(
            toOrderTimingRestaurant(timing),
            order.fulfillment,
            new Date(order.scheduledFor),
            new Date(now),
          ).toISOString()
        : acceptBy;
      if (start > acceptBy) acceptBy = start;
    }
    const updated = await tx
      .update(commandes)
      .set({ paymentStatus: 'paid', acceptBy, paymentDeadline: null, updatedAt: now })
      .where(
        and(eq(commandes.id, order.id), eq(commandes.paymentStatus, 'pending'), sql`${commandes.status} <> 'annulee'`),
      )
      .returning({ id: commandes.id });
    if (updated.length === 0) return 'already_paid';
    await recordEvents(
      tx,
      [
        {
          type: 'commande.paid',
          commandeId: order.id,
          restaurantId: order.restaurantId,
          clientId: order.clientId,
          payload: { status: order.status, payment_status: 'paid' },
        },
      ],
      now,
    );
    this.logger.info({ commandeId: order.id, intentId: intent.id }, 'order paid');
    return 'paid';
  }

  private async settleNow(orderId: string, row: Paiement, intent: PaymentIntentInfo): Promise<Settlement> {
    const settled = await this.db.tx((tx) => this.settle(tx, orderId, row, intent));
    if (settled === 'paid') this.onPaid(orderId);
    return settled;
  }

  // -------------------------------------------------------------------------
  // POST /paiements/confirm/:commandeId
  // -------------------------------------------------------------------------

  /** Asks the provider for the real state of the order's intent; answers the order (paid) or 409. */
  async confirm(actor: Actor, orderId: string): Promise<CommandeJson> {
    const order = await this.ownOrder(actor, orderId);
    if (order.paymentMode !== 'card') throw conflict(PAYMENT_MESSAGES.cashOrder);
    if (order.paymentStatus === 'paid') return this.json(order.id);
    if (order.paymentStatus === 'refunded') throw conflict(PAYMENT_MESSAGES.refunded);
    if (order.status === 'annulee') throw conflict(PAYMENT_MESSAGES.cancelled);

    const rows = await this.paymentsOf(order.id);
    const row =
      rows.find((r) => r.status === 'succeeded') ?? rows.find((r) => r.status === 'pending' || r.status === 'failed');
    if (!row) throw conflict(PAYMENT_MESSAGES.noPayment);
    const provider = this.providerFor(row);
    if (!provider) throw conflict(PAYMENT_MESSAGES.otherProvider);

    let intent: PaymentIntentInfo;
    try {
      intent = await provider.retrieveIntent(row.intentId);
    } catch (error) {
      this.logger.error(
        { err: error, commandeId: order.id, intentId: row.intentId },
        'payment intent retrieval failed',
      );
      providerFailure(error);
    }
    const outcome = await this.settleNow(order.id, row, intent);
    switch (outcome) {
      case 'paid':
      case 'already_paid':
        return this.json(order.id);
      case 'mismatch':
        throw conflict(PAYMENT_MESSAGES.amountMismatch);
      case 'order_cancelled':
        await this.refundLatePayment(order.id);
        throw conflict(PAYMENT_MESSAGES.cancelledWhilePaying);
      default:
        throw conflict(
          intent.lastPaymentError
            ? PAYMENT_MESSAGES.failed(intent.lastPaymentError.message)
            : PAYMENT_MESSAGES.notSucceeded,
        );
    }
  }

  // -------------------------------------------------------------------------
  // POST /paiements/test/confirm-card (test mode only)
  // -------------------------------------------------------------------------

  /** Stripe.js's part in test mode: checks the card, then confirms the intent. */
  async confirmTestCard(actor: Actor, input: TestCardInput): Promise<TestCardResult> {
    if (!isValidCardNumber(input.card_number)) throw badRequest(CARD_MESSAGES.invalidNumber);
    const expiry = expiryError(input.exp_month, input.exp_year);
    if (expiry) throw badRequest(expiry);
    if (!isValidCvc(input.cvc)) throw badRequest(CARD_MESSAGES.invalidCvc);

    const row = await this.testProvider.findByClientSecret(input.client_secret);
    const order = row && (await this.order(row.commandeId));
    if (!row || !order || order.clientId !== actor.id) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    if (order.status === 'annulee') throw conflict(PAYMENT_MESSAGES.cancelled);
    if (row.status === 'canceled') throw conflict(PAYMENT_MESSAGES.intentCanceled);
    if (row.status === 'succeeded' || row.status === 'refunded') throw conflict(PAYMENT_MESSAGES.intentSucceeded);

    const outcome = testCardOutcome(input.card_number);
    if (outcome === 'unknown') throw badRequest(CARD_MESSAGES.unknownTestCard);
    if (outcome === 'succeeded') {
      // What Stripe's webhook does in Stripe mode: the order is settled even if the browser goes
      // away now. The test provider's record IS this `paiements` row: it turns `succeeded` in the
      // settlement's transaction, which posts the payment to the ledger as it does (flipped by
      // the provider first, the settlement would find nothing left to receive).
      const intent: PaymentIntentInfo = { ...testIntentInfo(row), status: 'succeeded', lastPaymentError: null };
      const settled = await this.settleNow(order.id, row, intent);
      // Refused by the settlement (another amount), the card was charged all the same: the row
      // says so, and the ledger check shows the difference. A no-op otherwise.
      await this.testProvider.confirmCard(row.intentId, 'succeeded');
      if (settled === 'order_cancelled') await this.refundLatePayment(order.id);
      return { status: intent.status };
    }
    const intent = await this.testProvider.confirmCard(row.intentId, outcome);
    this.logger.info({ commandeId: order.id, intentId: intent.id }, 'test card declined');
    return { status: intent.status, ...(intent.lastPaymentError ? { error: intent.lastPaymentError.message } : {}) };
  }

  // -------------------------------------------------------------------------
  // POST /paiements/webhook (Stripe only)
  // -------------------------------------------------------------------------

  /**
   * Applies a verified Stripe event once: its id is stored in the same
   * transaction as its effects, so a replay (or a concurrent delivery) changes
   * nothing. Events other than payment_intent.* are acknowledged and ignored.
   */
  async handleStripeEvent(event: Stripe.Event): Promise<WebhookResult> {
    const result = await this.db.tx(async (tx) => {
      // The event id is the race guard: a concurrent delivery of the same event waits on this
      // insert (PostgreSQL) or on the write lock (SQLite), then finds it taken.
      const inserted = await tx
        .insert(paiementWebhookEvents)
        .values({ eventId: event.id, type: event.type, receivedAt: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ eventId: paiementWebhookEvents.eventId });
      if (inserted.length === 0) return { outcome: 'duplicate' as const };
      if (!event.type.startsWith('payment_intent.')) return { outcome: 'processed' as const };

      const intent = toIntentInfo(event.data.object as Stripe.PaymentIntent);
      const byIntent = and(eq(paiements.provider, STRIPE_PROVIDER), eq(paiements.intentId, intent.id));
      let [row] = await tx.select().from(paiements).where(byIntent).limit(1);
      if (!row && intent.orderId) {
        // Created on Stripe but never recorded here (e.g. the answer was lost): adopt it.
        const [order] = await tx
          .select({ id: commandes.id })
          .from(commandes)
          .where(eq(commandes.id, intent.orderId))
          .limit(1);
        if (order) {
          // Another event of the same intent may adopt it concurrently (PostgreSQL): keep its row.
          [row] = await tx
            .insert(paiements)
            .values(newPaymentRow(order.id, STRIPE_PROVIDER, intent))
            .onConflictDoNothing()
            .returning();
          if (!row) [row] = await tx.select().from(paiements).where(byIntent).limit(1);
        }
      }
      if (!row) {
        this.logger.warn({ eventId: event.id, intentId: intent.id }, 'stripe event for an unknown payment intent');
        return { outcome: 'processed' as const };
      }
      const now = new Date().toISOString();
      switch (event.type) {
        case 'payment_intent.succeeded':
          return {
            outcome: 'processed' as const,
            settled: await this.settle(tx, row.commandeId, row, intent),
            orderId: row.commandeId,
          };
        case 'payment_intent.payment_failed':
          // The intent is payable again (Stripe semantics): the order stays `pending`.
          await tx
            .update(paiements)
            .set({ status: 'failed', updatedAt: now })
            .where(and(eq(paiements.id, row.id), eq(paiements.status, 'pending')));
          await tx.update(commandes).set({ updatedAt: now }).where(eq(commandes.id, row.commandeId));
          return { outcome: 'processed' as const };
        case 'payment_intent.canceled':
          await tx
            .update(paiements)
            .set({ status: 'canceled', updatedAt: now })
            .where(and(eq(paiements.id, row.id), inArray(paiements.status, ['pending', 'failed'])));
          return { outcome: 'processed' as const };
        default:
          return { outcome: 'processed' as const };
      }
    });
    this.logger.info({ eventId: event.id, type: event.type, outcome: result.outcome }, 'stripe webhook');
    if ('settled' in result && result.settled === 'order_cancelled') await this.refundLatePayment(result.orderId);
    if ('settled' in result && result.settled === 'paid') this.onPaid(result.orderId);
    return result.outcome;
  }

  // -------------------------------------------------------------------------
  // Cancellation (after `cancelOrder`, from `DELETE /commandes/{id}`)
  // -------------------------------------------------------------------------

  /**
   * After an order was cancelled: a paid card order is refunded through its
   * provider and the refund recorded; intents still open are cancelled (one
   * that succeeded meanwhile is refunded instead).
   */
  async onOrderCancelled(event: OrderCancelledEvent): Promise<void> {
    if (event.paymentMode !== 'card') return;
    if (event.previousPaymentStatus === 'paid') {
      await this.refundOrder(event.commandeId);
      return;
    }
    const failures: unknown[] = [];
    for (const row of await this.paymentsOf(event.commandeId)) {
      if (row.status !== 'pending' && row.status !== 'failed') continue;
      const provider = this.providerFor(row);
      if (!provider) continue;
      try {
        const intent = await provider.retrieveIntent(row.intentId);
        if (intent.status === 'succeeded') {
          const now = new Date().toISOString();
          await this.db.tx(async (tx) => {
            const received = await tx
              .update(paiements)
              .set({ status: 'succeeded', updatedAt: now })
              .where(and(eq(paiements.id, row.id), inArray(paiements.status, ['pending', 'failed'])))
              .returning({ amountCents: paiements.amountCents });
            for (const { amountCents } of received) {
              await post(tx, paymentPosting(event.commandeId, amountCents), now);
            }
          });
          await this.refundLatePayment(event.commandeId);
        } else if (intent.status !== 'canceled') {
          await provider.cancelIntent(row.intentId);
        }
        if (intent.status !== 'succeeded') {
          await this.db
            .update(paiements)
            .set({ status: 'canceled', updatedAt: new Date().toISOString() })
            .where(and(eq(paiements.id, row.id), inArray(paiements.status, ['pending', 'failed'])));
        }
      } catch (error) {
        this.logger.error(
          { err: error, commandeId: event.commandeId, intentId: row.intentId },
          'could not cancel the payment intent',
        );
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  /** A payment that succeeded on an order already cancelled: refund it, the order shows `refunded`. */
  private async refundLatePayment(orderId: string): Promise<void> {
    await this.refundOrder(orderId);
    await this.db
      .update(commandes)
      .set({ paymentStatus: 'refunded', updatedAt: new Date().toISOString() })
      .where(and(eq(commandes.id, orderId), eq(commandes.status, 'annulee')));
  }

  /**
   * Refunds everything paid and not yet refunded of the order (a cancelled order's refund).
   * Nothing left: logged, nothing done. Throws when the provider fails (the reservation is
   * released): the caller logs it for a manual refund.
   */
  async refundOrder(orderId: string, reason = 'cancellation'): Promise<void> {
    const reservation = await this.db.tx((tx) => this.reserveRemaining(tx, orderId));
    if (!reservation) {
      this.logger.warn({ commandeId: orderId }, 'cancelled paid order without a payment to refund');
      return;
    }
    await this.executeRefund(reservation, reason);
  }

  /**
   * Refunds `cents` of the order's payment: at most what was paid and not yet refunded, even
   * under parallel calls (the amount is reserved by a conditional UPDATE before the provider is
   * called, and released if it fails). 422 when `cents` exceeds what is left; the provider's
   * failure as 503 / 502, nothing refunded.
   */
  async refund(orderId: string, cents: number, reason: string): Promise<RefundReservation | null> {
    const reservation = await this.db.tx((tx) => this.reserveRefund(tx, orderId, cents));
    if (reservation) await this.executeRefund(reservation, reason);
    return reservation;
  }

  /** What `cents` of the order may be refunded from: its succeeded payments with enough left, newest first. */
  private refundableQuery(tx: Db, orderId: string) {
    return tx
      .select()
      .from(paiements)
      .where(and(eq(paiements.commandeId, orderId), eq(paiements.status, 'succeeded')))
      .orderBy(desc(paiements.createdAt), desc(paiements.id));
  }

  /**
   * Inside `tx`: sets `cents` of the order's payment aside for a refund (`refunded_cents` grows
   * now, by a conditional UPDATE: two reservations can never take more than was paid). 0 cents:
   * null, nothing reserved. 422 when no payment has `cents` left to refund. Hand the reservation
   * to `executeRefund` once `tx` is committed.
   */
  async reserveRefund(tx: Db, orderId: string, cents: number): Promise<RefundReservation | null> {
    if (!Number.isSafeInteger(cents) || cents < 0) throw unprocessable(PAYMENT_MESSAGES.refundAmount);
    if (cents === 0) return null;
    const candidates = await this.refundableQuery(tx, orderId);
    for (const row of candidates) {
      if (row.amountCents - row.refundedCents < cents) continue;
      const [reserved] = await tx
        .update(paiements)
        .set({ refundedCents: sql`${paiements.refundedCents} + ${cents}`, updatedAt: new Date().toISOString() })
        .where(
          and(
            eq(paiements.id, row.id),
            eq(paiements.status, 'succeeded'),
            sql`${paiements.amountCents} - ${paiements.refundedCents} >= ${cents}`,
          ),
        )
        .returning();
      if (reserved) return reservationOf(reserved, cents);
    }
    const left = await this.refundableCents(tx, orderId);
    throw unprocessable(MONEY_MESSAGES.refundTooMuch(left));
  }

  /** Inside `tx`: reserves everything left of the order's payment (null when nothing is left). */
  async reserveRemaining(tx: Db, orderId: string): Promise<RefundReservation | null> {
    // What is left depends on the rows read: held until the commit (PostgreSQL), so no other
    // reservation slips in between the read and the write.
    const read = await this.refundableQuery(tx, orderId);
    await tx.lockRows(
      paiements,
      read.map((row) => row.id),
    );
    for (const row of await this.refundableQuery(tx, orderId)) {
      const cents = row.amountCents - row.refundedCents;
      if (cents <= 0) continue;
      const [reserved] = await tx
        .update(paiements)
        .set({ refundedCents: row.amountCents, updatedAt: new Date().toISOString() })
        .where(
          and(
            eq(paiements.id, row.id),
            eq(paiements.status, 'succeeded'),
            eq(paiements.refundedCents, row.refundedCents),
          ),
        )
        .returning();
      if (reserved) return reservationOf(reserved, cents);
    }
    return null;
  }

  /** The most one refund of the order may take now (cents): what its payment has not refunded or reserved. */
  async refundableCents(db: Db, orderId: string): Promise<number> {
    const rows = await this.refundableQuery(db, orderId);
    return rows.reduce((left, row) => Math.max(left, row.amountCents - row.refundedCents), 0);
  }

  /**
   * Outside any transaction: asks the provider for the refund reserved by `reserveRefund`, then
   * records it (the payment becomes `refunded` once refunded in full, and so does the order).
   * When the provider fails the reservation is released and the error thrown: 503 / 502
   * `PaymentProviderError`s as `ApiError`s (`PAYMENT_MESSAGES.refundFailed`), others as is.
   */
  async executeRefund(reservation: RefundReservation, reason: string): Promise<void> {
    const { paymentId, commandeId, intentId, cents } = reservation;
    const provider = this.providerFor(reservation);
    let refund: RefundInfo;
    try {
      if (!provider) {
        throw new Error(
          `Remboursement impossible : le prestataire « ${reservation.provider} » n’est pas configuré (commande ${commandeId})`,
        );
      }
      refund = await provider.refund(intentId, cents, reservation.idempotencyKey);
    } catch (error) {
      await this.releaseRefund(reservation);
      this.logger.error(
        { err: error, commandeId, intentId, amount: cents, reason },
        'REFUND FAILED: the payment still has to be refunded by hand',
      );
      if (error instanceof PaymentProviderError) {
        throw new ApiError(error.kind === 'unavailable' ? 503 : 502, PAYMENT_MESSAGES.refundFailed);
      }
      throw error;
    }
    const now = new Date().toISOString();
    await this.db.tx(async (tx) => {
      // The order before its payment, as the settlement locks them.
      await tx.lockRows(commandes, [commandeId]);
      const [current] = await tx
        .select({ status: commandes.status, restaurantId: commandes.restaurantId })
        .from(commandes)
        .where(eq(commandes.id, commandeId))
        .limit(1);
      if (current) {
        // Before delivery the money is still held (escrow); after it, someone's share pays it back.
        const charge: RefundCharge = current.status === 'livree' ? (reservation.chargeTo ?? 'platform') : 'escrow';
        await post(tx, refundPosting(commandeId, current.restaurantId, cents, charge, reason), now);
      }
      const [payment] = await tx
        .update(paiements)
        .set({ status: 'refunded', updatedAt: now })
        .where(
          and(
            eq(paiements.id, paymentId),
            eq(paiements.status, 'succeeded'),
            sql`${paiements.refundedCents} >= ${paiements.amountCents}`,
          ),
        )
        .returning({ id: paiements.id });
      if (payment) {
        await tx
          .update(commandes)
          .set({ paymentStatus: 'refunded', updatedAt: now })
          .where(and(eq(commandes.id, commandeId), eq(commandes.paymentStatus, 'paid')));
      }
      const [order] = await tx.select().from(commandes).where(eq(commandes.id, commandeId)).limit(1);
      if (!order) return;
      await recordEvents(
        tx,
        [
          {
            type: 'commande.refunded',
            commandeId: order.id,
            restaurantId: order.restaurantId,
            clientId: order.clientId,
            payload: { status: order.status, payment_status: order.paymentStatus },
          },
        ],
        now,
      );
    });
    this.logger.info(
      { commandeId, intentId, refundId: refund.id, amount: refund.amountCents, reason },
      'payment refunded',
    );
  }

  /**
   * Gives a reservation back after the provider failed (conditional: never below zero). The order
   * shows `paid` again if a cancellation had marked it `refunded`: the money is still held.
   */
  private async releaseRefund(reservation: RefundReservation): Promise<void> {
    const { paymentId, commandeId, cents } = reservation;
    const now = new Date().toISOString();
    await this.db.tx(async (tx) => {
      await tx.lockRows(commandes, [commandeId]);
      await tx
        .update(paiements)
        .set({
          refundedCents: sql`${paiements.refundedCents} - ${cents}`,
          // A payment another refund marked `refunded` while this one was reserved is not, after all.
          status: sql`CASE WHEN ${paiements.status} = 'refunded' THEN 'succeeded' ELSE ${paiements.status} END`,
          updatedAt: now,
        })
        .where(and(eq(paiements.id, paymentId), sql`${paiements.refundedCents} >= ${cents}`));
      await tx
        .update(commandes)
        .set({ paymentStatus: 'paid', updatedAt: now })
        .where(and(eq(commandes.id, commandeId), eq(commandes.paymentStatus, 'refunded')));
    });
  }
}

/** An amount set aside on one payment for a refund (`reserveRefund`), until `executeRefund`. */
export interface RefundReservation {
  commandeId: string;
  paymentId: string;
  provider: string;
  intentId: string;
  /** Reserved, to refund now. */
  cents: number;
  /** The payment's `refunded_cents` before this reservation. */
  refundedBefore: number;
  amountCents: number;
  /** The provider call's key: its network retries are one refund. */
  idempotencyKey: string;
  /** After delivery, whose share pays the refund back (default: the platform's). */
  chargeTo?: 'restaurant' | 'platform';
}

function reservationOf(row: Paiement, cents: number): RefundReservation {
  const refundedBefore = row.refundedCents - cents;
  return {
    commandeId: row.commandeId,
    paymentId: row.id,
    provider: row.provider,
    intentId: row.intentId,
    cents,
    refundedBefore,
    amountCents: row.amountCents,
    // A payment refunded in one go keeps the key it always had (`refund-<id>`: one such refund
    // can exist). Partial ones get a key of their own: a released reservation's amount may be
    // reserved again from the same point, and must not replay another refund's answer.
    idempotencyKey:
      refundedBefore === 0 && cents === row.amountCents ? `refund-${row.id}` : `refund-${row.id}-${randomUUID()}`,
  };
}

/** The app's payment service (`deps.payments`). */
export function createPaymentService(options: {
  db: Db;
  logger: Logger;
  config?: PaymentsConfig;
  /** The app's deadlines (`createDeps`: live, the settings over the configuration). */
  deadlines?: Pick<Deadlines, 'acceptWindowS'>;
  /** Called after a payment's commit (the kitchen's new-order notice). */
  onPaid?: (orderId: string) => void;
}): PaymentService {
  // Not copied: the object's getters follow the admin's settings.
  const deadlines = options.deadlines ?? DEFAULT_DEADLINES;
  const { db, logger, config, onPaid } = options;
  return new PaymentService(db, logger, config ?? { stripe: null }, deadlines, onPaid);
}
