import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { REVIEW_HIDE_REASON_MAX, REVIEW_MESSAGES, REVIEWS_PAGE_SIZE, type AdminReview } from '@teranga/shared-ui';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, catalogue, reviews } from '../../mocks/db';
import { HIDDEN_REVIEW_ID, HIDDEN_REVIEW_REASON, clientAminata, clientPaul, demoUser } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { pagedListTests } from '../../test/paged-list-tests';
import { recordRequests, renderArea } from '../../test/render-area';
import { freshMockApiAt } from '../../test/mock-clock';
import { REVIEWS_MESSAGES } from './reviews-page';

/** The tests' clock: the mock reviews are dated from it (see `reviewFixtures`). */
const NOW = Date.parse('2025-03-10T12:00:00Z');

const table = () => screen.getByRole('table', { name: /^Avis des clients/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (id: string) => {
  const review = reviews.rows.find((row) => row.id === id)!;
  return bodyRows().find((row) => row.textContent?.includes(review.comment ?? review.client_name)) as HTMLElement;
};
const summary = () => within(screen.getByRole('main')).getByRole('status');
const byClient = (name: string, restaurant: string) =>
  reviews.rows.find((row) => row.client_name === name && row.restaurant_name === restaurant)!;
const hideButton = (review: AdminReview) =>
  screen.getByRole('button', { name: `Masquer l’avis de ${review.client_name} sur « ${review.restaurant_name} »` });
const dialog = () => screen.getByRole('dialog', { name: 'Masquer l’avis' });

async function openReviews() {
  const rendered = renderArea('/admin/reviews', { user: demoUser });
  await screen.findByRole('table', { name: /^Avis des clients/ });
  return rendered;
}

/** `count` visible reviews older than the fixtures', one a minute. */
function olderReviews(count: number): AdminReview[] {
  const [model] = reviews.rows;
  return Array.from({ length: count }, (_, index) => ({
    ...model!,
    id: `f0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    comment: `Avis ancien n° ${index + 1}`,
    reply: null,
    replied_at: null,
    created_at: new Date(NOW - (200 + index) * 3_600_000).toISOString(),
  }));
}

freshMockApiAt(NOW);

describe('ReviewsPage — the list', () => {
  it('asks GET /admin/reviews for a first page of every review, newest first', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/reviews' });
    await openReviews();
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ limit: String(REVIEWS_PAGE_SIZE) });
    expect(bodyRows()).toHaveLength(reviews.rows.length);
    const times = bodyRows().map((row) => row.querySelector('time')!.getAttribute('datetime')!);
    expect(times).toEqual(
      reviews.rows
        .map((row) => row.created_at)
        .sort()
        .reverse(),
    );
    expect(summary()).toHaveTextContent(`${reviews.rows.length} avis affichés`);
  });

  it('shows the restaurant, client, rating in words, comment, reply, courier thumb and date of each', async () => {
    await openReviews();
    const answered = byClient(clientAminata.name, 'Chez Fatou');
    const row = within(rowOf(answered.id));
    expect(row.getByText('Chez Fatou')).toBeInTheDocument();
    expect(row.getByText(clientAminata.name)).toBeInTheDocument();
    // The stars are drawn for the eye; the rating is said in words.
    expect(row.getByText('Note : 5 sur 5')).toBeInTheDocument();
    expect(row.getByText('★★★★★')).toHaveAttribute('aria-hidden', 'true');
    expect(row.getByText(answered.comment!)).toBeInTheDocument();
    expect(row.getByText('Réponse du restaurant')).toBeInTheDocument();
    expect(row.getByText(answered.reply!)).toBeInTheDocument();
    expect(row.getByText('Pouce levé')).toBeInTheDocument();
    // 2 hours before noon UTC, in Paris.
    expect(row.getByRole('time')).toHaveTextContent('10/03/2025 11:00');
    expect(row.getByText('Visible')).toBeInTheDocument();

    const unhappy = within(rowOf(byClient(clientPaul.name, 'Saveurs d’Abidjan').id));
    expect(unhappy.getByText('Note : 2 sur 5')).toBeInTheDocument();
    expect(unhappy.getByText('Pouce baissé')).toBeInTheDocument();

    const silent = within(rowOf(byClient('Moussa Diallo', 'Chez Fatou').id));
    expect(silent.getByText('Sans commentaire')).toBeInTheDocument();
    expect(silent.getByText('Pas d’avis')).toBeInTheDocument();
    // A take-away order: no courier to rate.
    expect(within(rowOf(byClient('Awa Sow', 'Yassa Express').id)).getByText('Pas de livreur')).toBeInTheDocument();
  });

  it('shows a hidden review with its reason, when it was hidden, and offers to show it again', async () => {
    await openReviews();
    const row = within(rowOf(HIDDEN_REVIEW_ID));
    expect(row.getByText('Masqué')).toBeInTheDocument();
    expect(row.getByText(`« ${HIDDEN_REVIEW_REASON} »`)).toBeInTheDocument();
    expect(row.getByText('Masqué le 10/03/2025 12:00')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Réafficher l’avis de Jean Dupont sur « Le Ti-Punch »' })).toBeEnabled();
    expect(row.queryByRole('button', { name: /^Masquer/ })).not.toBeInTheDocument();
  });

  it.each([
    ['Visibles', 'false', (row: AdminReview) => !row.hidden],
    ['Masqués', 'true', (row: AdminReview) => row.hidden],
  ] as const)("filters '%s' on the server (hidden=%s), then 'Tous' again", async (label, hidden, keeps) => {
    const calls = recordRequests({ method: 'get', path: '/admin/reviews' });
    const { events } = await openReviews();
    const filter = screen.getByRole('combobox', { name: 'Afficher' });
    expect(filter).toHaveValue('all');

    await events.selectOptions(filter, label);
    const expected = reviews.rows.filter(keeps);
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.length));
    expect(calls.at(-1)?.query.get('hidden')).toBe(hidden);
    for (const review of expected) expect(rowOf(review.id)).toBeInTheDocument();

    await events.selectOptions(filter, 'Tous');
    await waitFor(() => expect(bodyRows()).toHaveLength(reviews.rows.length));
    // 'Tous' was read already: shown from the cache, asked again in the background at most.
    expect(calls.filter((call) => !call.query.has('hidden')).length).toBeGreaterThanOrEqual(1);
  });

  pagedListTests({
    path: '/admin/reviews',
    pageSize: REVIEWS_PAGE_SIZE,
    addOlderRows: (count) => reviews.rows.push(...olderReviews(count)),
    total: () => reviews.rows.length,
    open: openReviews,
    table: /^Avis des clients/,
    summary: (count) => `${count} avis affichés`,
    moreFailed: REVIEWS_MESSAGES.moreFailed,
  });

  it("says 'Aucun avis' when there is none, in the words of the filter", async () => {
    reviews.rows = reviews.rows.filter((row) => !row.hidden);
    const { events } = renderArea('/admin/reviews', { user: demoUser });
    await screen.findByRole('table', { name: /^Avis des clients/ });
    await events.selectOptions(screen.getByRole('combobox', { name: 'Afficher' }), 'Masqués');
    expect(await screen.findByText('Aucun avis')).toBeInTheDocument();
    expect(screen.getByText('Aucun avis n’a été masqué.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });

  it("shows an error with 'Réessayer' when the list cannot load, then the list", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${MOCK_API_URL}/admin/reviews`, () => problem(500, 'Erreur interne'), { once: true }));
    const { events } = renderArea('/admin/reviews', { user: demoUser });
    expect(await screen.findByText('Erreur lors du chargement des avis')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: /^Avis des clients/ })).toBeInTheDocument();
  });
});

describe('ReviewsPage — hiding and showing again', () => {
  const unhappy = () => byClient(clientPaul.name, 'Saveurs d’Abidjan');
  const saveurs = () => catalogue.restaurants.find((row) => row.name === 'Saveurs d’Abidjan')!;

  it('asks a reason, required, in a dialog focused on it, and sends nothing without one', async () => {
    const calls = recordRequests({ method: 'post' });
    const { events } = await openReviews();
    await events.click(hideButton(unhappy()));

    expect(dialog()).toHaveTextContent(
      `Avis de ${clientPaul.name} sur « Saveurs d’Abidjan » (note : 2 sur 5). Il ne sera plus affiché ni compté`,
    );
    const reason = within(dialog()).getByRole('textbox', { name: /^Motif/ });
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();
    expect(reason).toHaveAttribute('maxlength', String(REVIEW_HIDE_REASON_MAX));

    await events.click(within(dialog()).getByRole('button', { name: 'Masquer l’avis' }));
    expect(await within(dialog()).findByText(REVIEW_MESSAGES.hideReasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // Spaces only are no reason either.
    await events.type(reason, '   ');
    await events.click(within(dialog()).getByRole('button', { name: 'Masquer l’avis' }));
    expect(within(dialog()).getByText(REVIEW_MESSAGES.hideReasonRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("hides with the reason trimmed: POST …/hide { reason }, then the row says so and offers 'Réafficher'", async () => {
    const calls = recordRequests({ method: 'post', path: /^\/admin\/reviews\// });
    const review = unhappy();
    const before = { ...saveurs() };
    const { events } = await openReviews();
    await events.click(hideButton(review));
    const reason = within(dialog()).getByRole('textbox', { name: /^Motif/ });
    const typed = '  Propos diffamatoires envers le livreur  ';
    await events.type(reason, typed);
    // What is typed counts, spaces included; the API trims them.
    expect(dialog()).toHaveTextContent(`${typed.length} / ${REVIEW_HIDE_REASON_MAX} caractères`);
    await events.click(within(dialog()).getByRole('button', { name: 'Masquer l’avis' }));

    expect(await screen.findByText('Avis masqué')).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      [`/admin/reviews/${review.id}/hide`, { reason: 'Propos diffamatoires envers le livreur' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(rowOf(review.id));
    expect(row.getByText('Masqué')).toBeInTheDocument();
    expect(row.getByText('« Propos diffamatoires envers le livreur »')).toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Réafficher/ })).toBeInTheDocument();
    // The API's side: no longer counted, the action in the history with its reason.
    expect(saveurs().total_reviews).toBe(before.total_reviews - 1);
    expect(auditLog.entries.at(-1)).toMatchObject({
      action: 'review.hide',
      target_type: 'review',
      target_id: review.id,
      reason: 'Propos diffamatoires envers le livreur',
    });
  });

  it("takes a hidden review out of the 'Visibles' list", async () => {
    const review = unhappy();
    const { events } = await openReviews();
    await events.selectOptions(screen.getByRole('combobox', { name: 'Afficher' }), 'Visibles');
    await waitFor(() => expect(bodyRows()).toHaveLength(reviews.rows.filter((row) => !row.hidden).length));
    await events.click(hideButton(review));
    await events.type(within(dialog()).getByRole('textbox', { name: /^Motif/ }), 'Hors sujet');
    await events.click(within(dialog()).getByRole('button', { name: 'Masquer l’avis' }));

    await waitFor(() => expect(within(table()).queryByText(review.comment!)).not.toBeInTheDocument());
    expect(summary()).toHaveTextContent(`${reviews.rows.filter((row) => !row.hidden).length} avis affichés`);
  });

  it('closes with Escape, sending nothing, and starts from an empty reason next time', async () => {
    const calls = recordRequests({ method: 'post' });
    const { events } = await openReviews();
    await events.click(hideButton(unhappy()));
    await events.type(within(dialog()).getByRole('textbox', { name: /^Motif/ }), 'Brouillon');
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hideButton(unhappy())).toHaveFocus();

    await events.click(hideButton(unhappy()));
    expect(within(dialog()).getByRole('textbox', { name: /^Motif/ })).toHaveValue('');
    expect(calls).toHaveLength(0);
  });

  it("shows the API's refusal and keeps the dialog open to try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${MOCK_API_URL}/admin/reviews/:id/hide`, () => problem(400, REVIEW_MESSAGES.hideReasonTooLong), {
        once: true,
      }),
    );
    const { events } = await openReviews();
    await events.click(hideButton(unhappy()));
    await events.type(within(dialog()).getByRole('textbox', { name: /^Motif/ }), 'Insultes');
    await events.click(within(dialog()).getByRole('button', { name: 'Masquer l’avis' }));
    expect(await screen.findByText(REVIEW_MESSAGES.hideReasonTooLong)).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: /^Motif/ })).toHaveValue('Insultes');
    expect(unhappy().hidden).toBe(false);
  });

  it('closes the dialog and reloads the list when the review is gone meanwhile (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const review = unhappy();
    const { events } = await openReviews();
    await events.click(hideButton(review));
    await events.type(within(dialog()).getByRole('textbox', { name: /^Motif/ }), 'Insultes');
    reviews.rows = reviews.rows.filter((row) => row.id !== review.id);
    await events.click(within(dialog()).getByRole('button', { name: 'Masquer l’avis' }));

    expect(await screen.findByText(REVIEW_MESSAGES.notFound)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(reviews.rows.length));
  });

  it("shows a hidden review again at once with 'Réafficher': POST …/unhide, empty body", async () => {
    const calls = recordRequests({ method: 'post', path: /^\/admin\/reviews\// });
    const { events } = await openReviews();
    await events.click(within(rowOf(HIDDEN_REVIEW_ID)).getByRole('button', { name: /^Réafficher/ }));

    expect(await screen.findByText('Avis réaffiché')).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      [`/admin/reviews/${HIDDEN_REVIEW_ID}/unhide`, undefined],
    ]);
    const row = within(rowOf(HIDDEN_REVIEW_ID));
    expect(row.getByText('Visible')).toBeInTheDocument();
    expect(row.queryByText(`« ${HIDDEN_REVIEW_REASON} »`)).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Masquer/ })).toBeInTheDocument();
    expect(auditLog.entries.at(-1)).toMatchObject({ action: 'review.unhide', target_id: HIDDEN_REVIEW_ID });
  });
});
