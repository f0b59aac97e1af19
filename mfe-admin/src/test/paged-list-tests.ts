import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { expect, it, vi } from 'vitest';
import { server } from '../mocks/server';
import { recordRequests } from './render-area';

export interface PagedListTestOptions {
  /** The list's API path, e.g. `/admin/audit`. */
  path: string;
  pageSize: number;
  /** Adds `count` rows older than the fixtures' (dated in `<time datetime>`), so more pages follow. */
  addOlderRows: (count: number) => void;
  /** How many rows the mock API holds now. */
  total: () => number;
  /** Renders the page and waits for its first rows. */
  open: () => Promise<{ events: UserEvent }>;
  /** The table's name. */
  table: RegExp;
  /** What the page's status says for `count` rows shown. */
  summary: (count: number) => string;
  moreFailed: string;
}

/**
 * What a list the API pages with a cursor must do ('Charger plus', `PagedList`): read the next page
 * with the cursor of the previous answer until there is none, newest first throughout, and say
 * when a page cannot load, then read it again.
 */
export function pagedListTests({
  path,
  pageSize,
  addOlderRows,
  total,
  open,
  table,
  summary,
  moreFailed,
}: PagedListTestOptions) {
  const bodyRows = () =>
    within(screen.getByRole('table', { name: table }))
      .getAllByRole('row')
      .slice(1);
  const loadMore = () => screen.getByRole('button', { name: 'Charger plus' });

  it("loads older rows with 'Charger plus', then the button goes", async () => {
    addOlderRows(25);
    const calls = recordRequests({ method: 'get', path });
    const { events } = await open();
    expect(bodyRows()).toHaveLength(pageSize);

    await events.click(loadMore());
    await waitFor(() => expect(bodyRows()).toHaveLength(total()));
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(summary(total()));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query.get('cursor')).toBeTruthy();
    // Newest first throughout, each row once.
    const times = bodyRows().map((row) => row.querySelector('time')!.getAttribute('datetime')!);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('says so when the next page cannot load, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    addOlderRows(25);
    const { events } = await open();
    server.use(http.get(`${MOCK_API_URL}${path}`, () => problem(500, 'Erreur interne'), { once: true }));
    await events.click(loadMore());
    expect(await screen.findByRole('alert')).toHaveTextContent(moreFailed);
    expect(bodyRows()).toHaveLength(pageSize);
    await events.click(loadMore());
    await waitFor(() => expect(bodyRows()).toHaveLength(total()));
  });
}
