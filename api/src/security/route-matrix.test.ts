/**
 * The route × role matrix (issue 15, "a security suite in the repository"): every operation of the
 * OpenAPI document, called by every persona of `world.ts` (anonymous, each role, accounts awaiting
 * approval, a deactivated account, the owner of another object) with a well-formed request.
 *
 * Asserted for each call: never a 5xx; anonymous gets 401 wherever the document declares security;
 * the roles a route's description excludes get 403 (404 where it hides someone else's object); the
 * others get an answer the route documents. Expectations come from `access.ts`, where every route
 * must be classified.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { expectationFor, meets, ROUTES } from './access';
import { callAs, detailOf, looksFrench } from './call';
import { operationsOf, type OpenApiDocument } from './openapi';
import { report, tally } from './summary';
import { buildWorld, PERSONAS } from './world';

// One app for the file: each route builds its own cast and objects in it (`buildWorld`).
const t = await createTestApp();
afterAll(() => t.close());

const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
const operations = operationsOf(doc);
const counts = tally('route × role matrix');
/** `SECURITY_VERBOSE=1`: every call and its answer on the output. */
const VERBOSE = Boolean(process.env.SECURITY_VERBOSE);

afterAll(() => report(counts, { personas: PERSONAS.length }));

describe('the access table', () => {
  it('classifies every operation of the OpenAPI document, and nothing else', () => {
    const documented = new Set(operations.map((op) => op.key));
    const unclassified = [...documented].filter((key) => !(key in ROUTES));
    const stale = Object.keys(ROUTES).filter((key) => !documented.has(key));
    expect(unclassified, 'routes to classify in src/security/access.ts').toEqual([]);
    expect(stale, 'routes of src/security/access.ts the API no longer has').toEqual([]);
  });
});

describe('route × role matrix', () => {
  for (const op of operations) {
    const route = ROUTES[op.key];
    it(`${op.key}`, async () => {
      if (!route) throw new Error(`${op.key} is not classified in src/security/access.ts`);
      expect(route.access.kind === 'bearer', `${op.key}: security declared by the document`).toBe(op.secured);
      const w = await buildWorld(t);
      // Those to be refused go first, on untouched objects: a refusal that let a write through shows.
      const refusedFirst = [...PERSONAS].sort(
        (a, b) => rank(expectationFor(route.access, a)) - rank(expectationFor(route.access, b)),
      );
      const failures: string[] = [];
      counts.operations += 1;
      for (const who of refusedFirst) {
        const expectation = expectationFor(route.access, who);
        const answer = await callAs(t, op, route, w, who);
        counts.cases += 1;
        if (answer.status >= 500) counts.serverErrors += 1;
        const detail = detailOf(answer);
        if (VERBOSE) console.log(`[security] ${op.key} ${who}: ${expectation} → ${answer.status} ${detail ?? ''}`);
        if (!meets(expectation, answer.status, op.statuses)) {
          failures.push(`${who}: expected ${expectation}, got ${answer.status} ${detail ?? ''}`);
        } else if (answer.status >= 400 && !looksFrench(detail)) {
          failures.push(`${who}: ${answer.status} without a French \`detail\`: ${JSON.stringify(answer.body)}`);
        }
      }
      expect(failures, `${op.key} (documented: ${[...op.statuses].join(', ')})`).toEqual([]);
    });
  }
});

function rank(expectation: ReturnType<typeof expectationFor>): number {
  return expectation === 'allowed' || expectation === 'public' ? 1 : 0;
}
