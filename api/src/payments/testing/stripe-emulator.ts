/**
 * Test double of the Stripe endpoints the API uses, as MSW handlers: the real
 * `stripe` SDK talks to it over (intercepted) HTTPS. It keeps Stripe's rules
 * that matter here: form-encoded params, `Idempotency-Key` replay (same key →
 * same answer, different params → 400), PaymentIntent states, refunds.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const API = 'https://api.stripe.com';

export interface EmulatedIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string; type: string } | null;
  livemode: false;
  created: number;
}

export interface RecordedStripeCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  params: Record<string, string>;
}

type Failure = 'network' | { status: number; type: string; message: string };

const stripeError = (status: number, type: string, message: string, extra: object = {}) =>
  HttpResponse.json({ error: { type, message, ...extra } }, { status });

export function createStripeEmulator() {
  const intents = new Map<string, EmulatedIntent>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const idempotent = new Map<string, { params: string; body: unknown; status: number }>();
  const calls: RecordedStripeCall[] = [];
  /** Next failures per `METHOD path-prefix` ('POST /v1/payment_intents'). */
  const failures = new Map<string, Failure[]>();
  let counter = 0;

  const record = async (request: Request): Promise<RecordedStripeCall> => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? url.search.slice(1) : await request.clone().text();
    const call = {
      method: request.method,
      path: url.pathname,
      idempotencyKey: request.headers.get('idempotency-key'),
      authorization: request.headers.get('authorization'),
      params: Object.fromEntries(new URLSearchParams(text)),
    };
    calls.push(call);
    return call;
  };

  const nextFailure = (method: string, path: string): Failure | undefined => {
    for (const [key, queue] of failures) {
      const [m, prefix] = key.split(' ') as [string, string];
      if (m === method && path.startsWith(prefix) && queue.length > 0) return queue.shift();
    }
    return undefined;
  };

  /** Runs `create` once per idempotency key, like Stripe (the answer is replayed). */
  const withIdempotency = (call: RecordedStripeCall, create: () => { body: unknown; status: number }) => {
    const key = call.idempotencyKey;
    const params = JSON.stringify(call.params);
    if (key) {
      const previous = idempotent.get(key);
      if (previous) {
        if (previous.params !== params) {
          return stripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        return HttpResponse.json(previous.body as object, {
          status: previous.status,
          headers: { 'idempotent-replayed': 'true' },
        });
      }
    }
    const result = create();
    if (key) idempotent.set(key, { params, ...result });
    return HttpResponse.json(result.body as object, { status: result.status });
  };

  const createIntent = (params: Record<string, string>) => {
    counter += 1;
    const id = `pi_emul_${String(counter).padStart(6, '0')}`;
    const metadata: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) {
      const match = /^metadata\[(.+)\]$/.exec(name);
      if (match) metadata[match[1]!] = value;
    }
    const intent: EmulatedIntent = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      currency: params.currency ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_emul${counter}`,
      metadata,
      last_payment_error: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    return intent;
  };

  /**
   * An emulated endpoint: records the call, then plays the failure queued for it
   * (`onNetworkFailure` runs first, for what Stripe did before the answer was lost)
   * or answers it.
   */
  const endpoint =
    (
      method: 'GET' | 'POST',
      answer: (call: RecordedStripeCall, intentId: string) => Response,
      onNetworkFailure: (call: RecordedStripeCall) => void = () => {},
    ) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const call = await record(request);
      const failure = nextFailure(method, call.path);
      if (failure === 'network') {
        onNetworkFailure(call);
        return HttpResponse.error();
      }
      if (failure) return stripeError(failure.status, failure.type, failure.message);
      return answer(call, String(params.id));
    };

  const noSuchIntent = (message = 'No such payment_intent') =>
    stripeError(404, 'invalid_request_error', message, { code: 'resource_missing' });

  const createAnswer = (call: RecordedStripeCall) =>
    withIdempotency(call, () => ({ body: createIntent(call.params), status: 200 }));

  const handlers = [
    http.post(
      `${API}/v1/payment_intents`,
      endpoint(
        'POST',
        (call) =>
          !call.params.amount || !call.params.currency
            ? stripeError(400, 'invalid_request_error', 'Missing required param: amount.')
            : createAnswer(call),
        // The worst case: Stripe created it, the answer never came back.
        createAnswer,
      ),
    ),

    http.get(
      `${API}/v1/payment_intents/:id`,
      endpoint('GET', (_call, id) => {
        const intent = intents.get(id);
        return intent ? HttpResponse.json(intent) : noSuchIntent(`No such payment_intent: '${id}'`);
      }),
    ),

    http.post(
      `${API}/v1/payment_intents/:id/cancel`,
      endpoint('POST', (_call, id) => {
        const intent = intents.get(id);
        if (!intent) return noSuchIntent();
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return stripeError(
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            { code: 'payment_intent_unexpected_state' },
          );
        }
        intent.status = 'canceled';
        return HttpResponse.json(intent);
      }),
    ),

    http.post(
      `${API}/v1/refunds`,
      endpoint('POST', (call) => {
        const intent = intents.get(call.params.payment_intent ?? '');
        if (!intent) return noSuchIntent();
        if (intent.status !== 'succeeded') {
          return stripeError(
            400,
            'invalid_request_error',
            'This PaymentIntent does not have a successful charge to refund.',
          );
        }
        return withIdempotency(call, () => {
          const refund = {
            id: `re_emul_${refunds.length + 1}`,
            object: 'refund',
            payment_intent: intent.id,
            amount: Number(call.params.amount ?? intent.amount),
            currency: intent.currency,
            status: 'succeeded',
          };
          refunds.push(refund);
          return { body: refund, status: 200 };
        });
      }),
    ),
  ];

  const server = setupServer(...handlers);

  return {
    server,
    intents,
    refunds,
    calls,
    /** Calls to `METHOD path-prefix`. */
    callsTo(method: string, pathPrefix: string) {
      return calls.filter((call) => call.method === method && call.path.startsWith(pathPrefix));
    },
    /** The next call(s) to `METHOD path-prefix` fail (network error or a Stripe error answer). */
    failNext(method: string, pathPrefix: string, failure: Failure = 'network', times = 1) {
      const key = `${method} ${pathPrefix}`;
      failures.set(key, [...(failures.get(key) ?? []), ...Array.from({ length: times }, () => failure)]);
    },
    /** What Stripe.js does in the browser with a good card. */
    succeed(id: string) {
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      intent.last_payment_error = null;
      return intent;
    },
    /** What Stripe.js does with a declined card (the intent stays payable). */
    decline(id: string) {
      const intent = intents.get(id)!;
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Votre carte a été refusée.',
      };
      return intent;
    },
    reset() {
      intents.clear();
      refunds.length = 0;
      idempotent.clear();
      calls.length = 0;
      failures.clear();
    },
  };
}

export type StripeEmulator = ReturnType<typeof createStripeEmulator>;

/** The emulator of one test file: listening while the file runs, emptied before each test. */
export function useStripeEmulator(): StripeEmulator {
  const stripe = createStripeEmulator();
  beforeAll(() => stripe.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => stripe.server.close());
  beforeEach(() => stripe.reset());
  return stripe;
}
