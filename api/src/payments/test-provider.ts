/**
 * Built-in test mode: a payment provider without network, for `npm start`
 * on a laptop, the demo and the end-to-end tests. Intents follow Stripe's
 * PaymentIntent states and live in the `paiements` table (provider `test`),
 * so a restart keeps them. The seed's `simulation` payments are served too,
 * so seeded paid orders can be refunded.
 *
 * Cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined
 * ('Votre carte a été refusée.'), like Stripe's test cards.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paiements, type Paiement } from '../db/schema';
import { CARD_MESSAGES, normalizeCardNumber, TEST_CARDS } from './cards';
import {
  PaymentProviderError,
  type CreateIntentInput,
  type PaymentIntentInfo,
  type PaymentProvider,
  type RefundInfo,
} from './provider';

export const TEST_PROVIDER = 'test';
/** Payments of the seeded history (same behaviour as `test`). */
export const SEED_PROVIDER = 'simulation';
const OWN_PROVIDERS = [TEST_PROVIDER, SEED_PROVIDER];

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 24);

export function testIntentInfo(row: Paiement): PaymentIntentInfo {
  const declined = row.status === 'failed';
  return {
    id: row.intentId,
    clientSecret: row.clientSecret,
    status:
      row.status === 'succeeded' || row.status === 'refunded'
        ? 'succeeded'
        : row.status === 'canceled'
          ? 'canceled'
          : 'requires_payment_method',
    amountCents: row.amountCents,
    currency: row.currency,
    orderId: row.commandeId,
    lastPaymentError: declined ? { code: 'card_declined', message: CARD_MESSAGES.declined } : null,
  };
}

export type TestCardOutcome = 'succeeded' | 'declined' | 'unknown';

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = normalizeCardNumber(cardNumber);
  if (digits === TEST_CARDS.success) return 'succeeded';
  if (digits === TEST_CARDS.declined) return 'declined';
  return 'unknown';
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(private readonly db: Db) {}

  private async find(intentId: string): Promise<Paiement | undefined> {
    const [row] = await this.db
      .select()
      .from(paiements)
      .where(and(eq(paiements.intentId, intentId), inArray(paiements.provider, OWN_PROVIDERS)))
      .limit(1);
    return row;
  }

  private async load(intentId: string): Promise<Paiement> {
    const row = await this.find(intentId);
    if (!row) throw new PaymentProviderError('rejected', `No such payment_intent: '${intentId}'`);
    return row;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo> {
    // Same key, same intent: the id is derived from the key.
    const id = `pi_test_${digest(input.idempotencyKey)}`;
    const existing = await this.find(id);
    if (existing) {
      if (
        existing.amountCents !== input.amountCents ||
        existing.currency !== input.currency ||
        existing.commandeId !== input.orderId
      ) {
        throw new PaymentProviderError(
          'rejected',
          'Keys for idempotent requests can only be used with the same parameters',
        );
      }
      return testIntentInfo(existing);
    }
    const now = new Date().toISOString();
    await this.db
      .insert(paiements)
      .values({
        commandeId: input.orderId,
        provider: TEST_PROVIDER,
        intentId: id,
        clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
        status: 'pending',
        amountCents: input.amountCents,
        currency: input.currency,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    return testIntentInfo(await this.load(id));
  }

  async retrieveIntent(id: string): Promise<PaymentIntentInfo> {
    return testIntentInfo(await this.load(id));
  }

  async refund(intentId: string, amountCents: number, idempotencyKey: string): Promise<RefundInfo> {
    const row = await this.load(intentId);
    if (row.status !== 'succeeded' && row.status !== 'refunded') {
      throw new PaymentProviderError('rejected', `PaymentIntent ${intentId} has not succeeded`);
    }
    if (amountCents > row.amountCents)
      throw new PaymentProviderError('rejected', 'Refund amount is greater than the charge');
    return { id: `re_test_${digest(idempotencyKey)}`, status: 'succeeded', amountCents };
  }

  async cancelIntent(id: string): Promise<PaymentIntentInfo> {
    const row = await this.load(id);
    if (row.status === 'succeeded' || row.status === 'refunded') {
      throw new PaymentProviderError('rejected', `PaymentIntent ${id} has already succeeded`);
    }
    const [updated] = await this.db
      .update(paiements)
      .set({ status: 'canceled', updatedAt: new Date().toISOString() })
      .where(eq(paiements.id, row.id))
      .returning();
    return testIntentInfo(updated ?? row);
  }

  /**
   * What Stripe.js does in the browser: confirms the intent with a card.
   * The card has been validated (Luhn, expiry, CVC) by the caller.
   * A declined card leaves the intent payable again, as with Stripe.
   */
  async confirmCard(intentId: string, outcome: Exclude<TestCardOutcome, 'unknown'>): Promise<PaymentIntentInfo> {
    const row = await this.load(intentId);
    const [updated] = await this.db
      .update(paiements)
      .set({ status: outcome === 'succeeded' ? 'succeeded' : 'failed', updatedAt: new Date().toISOString() })
      .where(and(eq(paiements.id, row.id), inArray(paiements.status, ['pending', 'failed'])))
      .returning();
    return testIntentInfo(updated ?? (await this.load(intentId)));
  }

  /** The intent whose client secret this is (test mode only); secrets are compared in constant time. */
  async findByClientSecret(clientSecret: string): Promise<Paiement | undefined> {
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const [row] = await this.db
      .select()
      .from(paiements)
      .where(and(eq(paiements.provider, TEST_PROVIDER), eq(paiements.intentId, intentId)))
      .limit(1);
    if (!row?.clientSecret) return undefined;
    const expected = Buffer.from(row.clientSecret);
    const given = Buffer.from(clientSecret);
    return expected.length === given.length && timingSafeEqual(expected, given) ? row : undefined;
  }
}
