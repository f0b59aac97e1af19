import { describe, expect, it } from 'vitest';
import { useSession } from '@teranga/shared-ui';
import { mockTokensFor } from '@teranga/shared-ui/mocks';
import { db } from '../../../mocks/db';
import { demoUser } from '../../../mocks/fixtures';
import { deliveriesOf } from '../../../test/scenarios';
import { HISTORY_PAGE_SIZE, getDeliveryHistoryPage } from './get-delivery-history';

describe('getDeliveryHistoryPage', () => {
  it('pages a filter spanning several statuses with one cursor per status, until none is left', async () => {
    useSession.getState().signIn({ ...mockTokensFor(demoUser), user: demoUser });
    const template = deliveriesOf()[0]!;
    const count = 2 * HISTORY_PAGE_SIZE + 5;
    db.livraisons = Array.from({ length: count }, (_, index) => ({
      ...template,
      id: `${String(index).padStart(8, '0')}-aaaa-4bbb-8ccc-dddddddddddd`,
      status: index % 2 === 0 ? 'en_cours' : 'acceptee',
      created_at: new Date(Date.parse(template.created_at) - index * 60_000).toISOString(),
    }));

    const first = await getDeliveryHistoryPage(demoUser.id, ['acceptee', 'en_cours'], null);
    expect(first.livraisons).toHaveLength(2 * HISTORY_PAGE_SIZE);
    expect(Object.keys(first.nextCursors ?? {}).sort()).toEqual(['acceptee', 'en_cours']);

    const second = await getDeliveryHistoryPage(demoUser.id, ['acceptee', 'en_cours'], first.nextCursors!);
    expect(second.nextCursors).toBeUndefined();
    const ids = [...first.livraisons, ...second.livraisons].map((livraison) => livraison.id);
    expect(new Set(ids)).toEqual(new Set(db.livraisons.map((livraison) => livraison.id)));
    expect(ids).toHaveLength(count);
  });
});
