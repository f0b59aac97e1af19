import { beforeAll, describe, expect, it } from 'vitest';
import { EN } from './en';
import { collectMessages, type CollectedMessages, type MessageSource } from './message-sources';

/**
 * Every French message that can reach an answer's `detail` has its English (issue 18): the sources
 * are read with the TypeScript compiler (`message-sources.ts`), so a new `conflict('…')`, a new
 * entry of a `*_MESSAGES` object or a new zod message fails here until `en.ts` has its line.
 */

const PLACEHOLDER = /\{([@~€]?)([A-Za-z][A-Za-z0-9_]*)\}/g;

/** Catalogue keys by shape (`Le plat « {} » …`), with the kind of each placeholder. */
const keysByShape = new Map<string, { key: string; kinds: string[] }[]>();
for (const key of Object.keys(EN)) {
  const shape = key.replace(PLACEHOLDER, '{}');
  const kinds = [...key.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  keysByShape.set(shape, [...(keysByShape.get(shape) ?? []), { key, kinds }]);
}

/** What is missing for `source` to be translated: the message itself, or a text inside it. */
function missing(source: MessageSource, depth = 0): string[] {
  const keys = keysByShape.get(source.template);
  if (!keys) return [`${source.template}    (${source.at})`];
  // One key of that shape whose translated placeholders ({@…}) hold only known texts is enough.
  let best: string[] | null = null;
  for (const { kinds } of keys) {
    const lacking: string[] = [];
    for (const [i, kind] of kinds.entries()) {
      if (kind !== '@') continue;
      const part = source.parts[i];
      if (!part || part.open || part.texts.length === 0 || depth > 2) {
        lacking.push(
          `${source.template}    (${source.at}): placeholder ${i + 1} may hold a text that is not a message`,
        );
        continue;
      }
      for (const text of part.texts) lacking.push(...missing(text, depth + 1));
    }
    if (lacking.length === 0) return [];
    if (!best || lacking.length < best.length) best = lacking;
  }
  return best ?? [];
}

describe('the English catalogue', () => {
  let collected: CollectedMessages;
  // The whole API and the shared rules, parsed and partly typed: ten seconds or so, more on a busy machine.
  beforeAll(() => {
    collected = collectMessages();
  }, 300_000);

  it('finds the messages (sanity check of the reader)', () => {
    const templates = collected.messages.map((m) => m.template);
    expect(templates.length).toBeGreaterThan(200);
    expect(templates).toEqual(
      expect.arrayContaining([
        'Restaurant non trouvé',
        'Email ou mot de passe incorrect',
        'Le plat « {} » n’est plus disponible',
        'Ce code promo demande au moins {} de plats',
        'Erreur interne du serveur',
        'Requête trop volumineuse (maximum {})',
      ]),
    );
  });

  it('follows every message to its text', () => {
    // A message the reader cannot follow (built with `+`, read from a database, passed through a
    // variable it does not know): write it so that it can, or extend `message-sources.ts`.
    expect(collected.unresolved).toEqual([]);
  });

  it('has an English line for every message that can reach an answer', () => {
    const lacking = [...new Set(collected.messages.flatMap((source) => missing(source)))].sort();
    expect(lacking, `add these to shared-ui/src/rules/messages/en.ts:\n${lacking.join('\n')}`).toEqual([]);
  });
});
