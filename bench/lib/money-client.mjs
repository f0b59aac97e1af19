// The load section's money events (issue 17), as another client would make them: card orders
// with a tip, paid in the API's test mode, one in three cancelled by its client (so refunded).
// Its own process: run inside the bench's, its fetches stalled the load generator's sockets
// (measured: ~60 autocannon timeouts of 10 s per run; none from a separate process).
// Input: TERANGA_MONEY = { base, tokens, payload, seconds } (JSON); output: the counts (JSON).
const { base, tokens, payload, seconds } = JSON.parse(process.env.TERANGA_MONEY);
const TEST_CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' };
const until = Date.now() + seconds * 1000;
const counts = { paid: 0, refunded: 0, failures: 0 };

async function call(path, token, { method, body } = {}) {
  const headers = { authorization: `Bearer ${token}` };
  if (body) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(base + path, {
      method: method ?? (body ? 'POST' : 'GET'),
      headers,
      body: body && JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, body: null };
  }
}

async function loop(token) {
  for (let n = 0; Date.now() < until; n++) {
    const order = await call('/api/commandes', token, { body: { ...payload, payment_mode: 'card', tip: 2 } });
    if (order.status !== 201) {
      counts.failures++;
      continue;
    }
    const intent = await call(`/api/paiements/create-payment-intent?commande_id=${order.body.id}`, token, {
      method: 'POST',
    });
    const paid =
      intent.status === 200 &&
      (
        await call('/api/paiements/test/confirm-card', token, {
          body: { client_secret: intent.body.client_secret, ...TEST_CARD },
        })
      ).status === 200;
    if (!paid) {
      counts.failures++;
      continue;
    }
    counts.paid++;
    if (n % 3 === 2) {
      const cancelled = await call(`/api/commandes/${order.body.id}`, token, { method: 'DELETE' });
      if (cancelled.status === 200) counts.refunded++;
      else counts.failures++;
    }
  }
}

await Promise.all(tokens.map(loop));
process.stdout.write(JSON.stringify(counts));
