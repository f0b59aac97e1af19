/**
 * Generated bad bodies (issue 15, "a security suite in the repository"): for every JSON route of
 * the OpenAPI document, bodies derived from its schema and a valid example (`bad-bodies.ts`), sent
 * by a caller the route lets through, so only the body can be refused.
 *
 * Asserted for each: never a 5xx; a body the schema refuses answers 400 (413 over the size limit,
 * 415 for a content type that is not JSON), never a 2xx; every 4xx carries a French `detail`; after a
 * 4xx the database is as it was (`fingerprint.ts`).
 *
 * Reproducible: the seed is fixed (`SECURITY_SEED` to change it, printed on failure with the
 * counterexample); `SECURITY_RUNS` bodies per route (default 30).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { bodySender, ROUTES } from './access';
import { badBodies, type BadBody } from './bad-bodies';
import { callAs, detailOf, looksFrench } from './call';
import { changes, fingerprint } from './fingerprint';
import { operationsOf, resolve, type OpenApiDocument } from './openapi';
import { report, tally } from './summary';
import { buildWorld } from './world';

const SEED = Number(process.env.SECURITY_SEED ?? 20_150_015);
const RUNS = Number(process.env.SECURITY_RUNS ?? 30);
const REFUSED_STATUSES = new Set([400, 413, 415, 422]);
/** `SECURITY_VERBOSE=1`: every body and its answer on the output. */
const VERBOSE = Boolean(process.env.SECURITY_VERBOSE);

const t = await createTestApp();
afterAll(() => t.close());

const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
const jsonOperations = operationsOf(doc).filter((op) => op.jsonBody && ROUTES[op.key]?.body);
const counts = tally('bad bodies');

afterAll(() => report(counts, { seed: SEED, runsPerRoute: RUNS }));

describe('generated bad bodies', () => {
  it('covers every route that takes a JSON body', () => {
    const missing = operationsOf(doc)
      .filter((op) => op.jsonBody && !ROUTES[op.key]?.body)
      .map((op) => op.key);
    expect(missing, 'give these routes a valid-looking body in src/security/access.ts').toEqual([]);
  });

  for (const [index, op] of jsonOperations.entries()) {
    const route = ROUTES[op.key]!;
    // One seed per route, derived from the suite's: each route gets its own sequence of bodies.
    const seed = SEED + index;
    it(`${op.key}`, async () => {
      const w = await buildWorld(t);
      const who = bodySender(route);
      const base = route.body!(w, who, 0);
      counts.operations += 1;

      // The example itself is a body the route reads (it may still refuse it for what it says).
      const control = await callAs(t, op, route, w, who);
      expect(control.status, `${op.key}: the valid example as ${who}`).toBeLessThan(500);
      expect((control.body as { errors?: unknown } | null)?.errors, `${op.key}: the example fails validation`).toBe(
        undefined,
      );

      const schema = resolve(doc, op.jsonBody!.schema);
      const property = fc.asyncProperty(badBodies(doc, schema, base, op.jsonBody!.required), async (bad: BadBody) => {
        const before = await fingerprint(t.db);
        const answer = await callAs(t, op, route, w, who, { text: bad.text, contentType: bad.contentType });
        counts.cases += 1;
        if (answer.status >= 500) counts.serverErrors += 1;
        const detail = detailOf(answer);
        if (VERBOSE)
          console.log(
            `[security] ${op.key} ${bad.label.slice(0, 100)} (${bad.verdict}) → ${answer.status} ${detail ?? ''}`,
          );
        const problems: string[] = [];
        if (answer.status >= 500) problems.push(`answered ${answer.status} ${detail ?? ''}`);
        if (bad.verdict === 'invalid' && !REFUSED_STATUSES.has(answer.status))
          problems.push(`a body the schema refuses answered ${answer.status}`);
        if (answer.status >= 400 && answer.status < 500) {
          if (!looksFrench(detail)) problems.push(`no French detail: ${JSON.stringify(answer.body)?.slice(0, 200)}`);
          const changed = changes(before, await fingerprint(t.db));
          if (changed.length > 0)
            problems.push(`refused (${answer.status}) yet the database changed: ${changed.join('; ')}`);
        }
        if (problems.length > 0) {
          throw new Error(`${bad.label} (as ${who}, ${bad.verdict}): ${problems.join(' / ')}`);
        }
      });
      try {
        await fc.assert(property, { seed, numRuns: RUNS });
      } catch (error) {
        // fast-check's report names the seed and path; say how to replay the whole suite with it.
        throw new Error(
          `${op.key}: replay with SECURITY_SEED=${SEED} (this route: seed ${seed})\n${(error as Error).message}`,
          {
            cause: error,
          },
        );
      }
    });
  }
});
