import { screen, waitFor, within } from '@testing-library/react';
import { MONEY_MESSAGES, SETTINGS_LIMITS, formatDateLong, formatTime } from '@teranga/shared-ui';
import { answer } from '@teranga/shared-ui/testing';
import { restaurantCommissionSchema, settingsBodySchema } from '@teranga/shared-ui/rules';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, catalogue, money } from '../../mocks/db';
import { demoUser, secondAdmin } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { currentPath, recordRequests, renderArea } from '../../test/render-area';
import { freshMockApiAt } from '../../test/mock-clock';
import { SETTINGS_MESSAGES } from './settings-page';

/** The tests' clock: the mock settings were saved a day before it. */
const NOW = Date.parse('2025-03-10T12:00:00Z');

const form = () => screen.getByRole('form', { name: 'Paramètres de la plateforme' });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const saveButton = () => within(form()).getByRole('button', { name: 'Enregistrer les paramètres' });
const commissionForm = () => screen.getByRole('form', { name: 'Commission propre d’un restaurant' });
const ownRates = () => screen.queryByRole('table', { name: 'Restaurants ayant leur propre commission' });
const restaurant = (name: string) => catalogue.restaurants.find((row) => row.name === name)!;

/** What the API's own schema says of `field` set to `value` in an otherwise valid body. */
function sharedMessage(key: string, value: unknown): string {
  const body = { ...money.settings.values, [key]: value };
  const result = settingsBodySchema.safeParse(body);
  return result.error!.issues.find((issue) => issue.path[0] === key)!.message;
}

async function openSettings() {
  const rendered = renderArea('/admin/settings', { user: demoUser });
  await screen.findByRole('form', { name: 'Paramètres de la plateforme' });
  // The restaurants of the commission form, so nothing loads after the test.
  await screen.findByRole('button', { name: 'Enregistrer la commission' });
  return rendered;
}

freshMockApiAt(NOW);

describe('SettingsPage — the platform’s settings', () => {
  it('loads GET /admin/settings into the form: euros, percents, deadlines in minutes, the server’s defaults', async () => {
    const calls = recordRequests({ method: 'get', path: '/admin/settings' });
    await openSettings();
    expect(calls).toHaveLength(1);
    expect(field('Commission (%)')).toHaveValue('15');
    expect(field('Frais de livraison (€)')).toHaveValue('2,50');
    expect(field('Base (€)')).toHaveValue('3,00');
    expect(field('Par km (€)')).toHaveValue('0,80');
    expect(field('Minimum (€)')).toHaveValue('3,50');
    expect(field('TVA plats (%)')).toHaveValue('10');
    expect(field('TVA livraison et service (%)')).toHaveValue('20');
    // 720 s set by an admin; the other two follow the server's configuration.
    expect(field('Paiement (min)')).toHaveValue('12');
    expect(field('Acceptation (min)')).toHaveValue('');
    expect(field('Acceptation (min)')).toHaveAccessibleDescription(/Défaut du serveur : 8 min/);
    expect(field('Alerte livreur (min)')).toHaveAccessibleDescription(/Défaut du serveur : 10 min/);
    // The range of the shared rule, in minutes.
    expect(field('Alerte livreur (min)')).toHaveAccessibleDescription(
      new RegExp(`de 1 à ${SETTINGS_LIMITS.courierAlertS.max / 60} min`),
    );

    const savedAt = money.settings.updated_at!;
    expect(
      screen.getByText(`Modifié le ${formatDateLong(savedAt)} à ${formatTime(savedAt)} par ${secondAdmin.name}.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('says when the defaults were never saved, and links to the history', async () => {
    money.settings = { ...money.settings, updated_at: null, updated_by: null };
    const { events } = await openSettings();
    expect(screen.getByText(SETTINGS_MESSAGES.neverSaved, { exact: false })).toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'historique' }));
    expect(currentPath()).toBe('/admin/history');
    await screen.findByRole('table', { name: /^Actions des administrateurs/ });
  });

  it('shows the shared schema’s messages on the fields and sends nothing', async () => {
    const puts = recordRequests({ method: 'put', path: '/admin/settings' });
    const { events } = await openSettings();
    await events.clear(field('Commission (%)'));
    await events.type(field('Commission (%)'), '60');
    await events.clear(field('Frais de livraison (€)'));
    await events.type(field('Par km (€)'), '5');
    await events.type(field('Acceptation (min)'), '0,5');
    await events.click(saveButton());

    expect(await within(form()).findByText(sharedMessage('commission_rate', 60))).toBeInTheDocument();
    expect(field('Commission (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Commission (%)')).toHaveFocus();
    // Empty is no amount.
    expect(within(form()).getByText(sharedMessage('delivery_fee', Number.NaN))).toBeInTheDocument();
    // '0,805' has three decimals.
    expect(within(form()).getByText(sharedMessage('courier_pay_per_km', 0.805))).toBeInTheDocument();
    // 30 s: the shared rule counts seconds, so its message says so.
    expect(within(form()).getByText(`${sharedMessage('accept_window_s', 30)} secondes`)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('sends the whole set with PUT, minutes as seconds and an emptied deadline as null, then shows who saved it', async () => {
    const puts = recordRequests({ method: 'put', path: '/admin/settings' });
    const { events } = await openSettings();
    await events.clear(field('Commission (%)'));
    await events.type(field('Commission (%)'), '12,5');
    await events.clear(field('TVA livraison et service (%)'));
    await events.type(field('TVA livraison et service (%)'), '5.5');
    await events.type(field('Acceptation (min)'), '10');
    await events.clear(field('Paiement (min)'));
    await events.type(field('Alerte livreur (min)'), '7,5');
    await events.click(saveButton());

    expect(await screen.findByText('Paramètres enregistrés')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      commission_rate: 12.5,
      courier_base_pay: 3,
      courier_pay_per_km: 0.8,
      courier_min_pay: 3.5,
      delivery_fee: 2.5,
      vat_food_rate: 10,
      vat_delivery_rate: 5.5,
      accept_window_s: 600,
      unpaid_ttl_s: null,
      courier_alert_s: 450,
    });
    expect(
      await screen.findByText(`Modifié le ${formatDateLong(NOW)} à ${formatTime(NOW)} par ${demoUser.name}.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    // The form starts again from what is in force.
    expect(field('Commission (%)')).toHaveValue('12,5');
    expect(field('Paiement (min)')).toHaveValue('');
    expect(field('Alerte livreur (min)')).toHaveValue('7,5');
    // Audited by the API, before and after.
    const entry = auditLog.entries.at(-1)!;
    expect(entry).toMatchObject({ action: 'settings.update', actor_id: demoUser.id, target_type: 'settings' });
    expect(entry.before).toMatchObject({ commission_rate: 15, unpaid_ttl_s: 720, accept_window_s: null });
    expect(entry.after).toMatchObject({ commission_rate: 12.5, unpaid_ttl_s: null, accept_window_s: 600 });
  });

  it('shows the API’s refusal in a toast and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(server, 'put', '/admin/settings', () => Response.json({ detail: 'Paramètres refusés' }, { status: 400 }));
    const { events } = await openSettings();
    await events.clear(field('Commission (%)'));
    await events.type(field('Commission (%)'), '20');
    await events.click(saveButton());
    expect(await screen.findByText('Paramètres refusés')).toBeInTheDocument();
    expect(field('Commission (%)')).toHaveValue('20');
  });

  it('offers to try again when the settings cannot load', async () => {
    answer(server, 'get', '/admin/settings', undefined, { once: true });
    const { events } = renderArea('/admin/settings', { user: demoUser });
    expect(await screen.findByText(SETTINGS_MESSAGES.loadFailed)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('form', { name: 'Paramètres de la plateforme' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Enregistrer la commission' });
  });
});

describe('SettingsPage — commissions by restaurant', () => {
  it('lists the restaurants with a rate of their own', async () => {
    await openSettings();
    const rows = within(ownRates()!).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Le Ti-Punch')]);
    expect(rows[0]).toHaveTextContent('12 %');
  });

  it('sets a restaurant’s rate with PUT /admin/restaurants/:id/commission, audited', async () => {
    const puts = recordRequests({ method: 'put', path: /^\/admin\/restaurants\/[^/]+\/commission$/ });
    const { events } = await openSettings();
    const chezFatou = restaurant('Chez Fatou');
    await events.selectOptions(within(commissionForm()).getByLabelText('Restaurant'), 'Chez Fatou');
    await events.type(within(commissionForm()).getByLabelText('Commission propre (%)'), '10,5');
    await events.click(screen.getByRole('button', { name: 'Enregistrer la commission' }));

    expect(await screen.findByText('Commission de « Chez Fatou » : 10,5 %')).toBeInTheDocument();
    expect(puts.map((call) => [call.path, call.body])).toEqual([
      [`/admin/restaurants/${chezFatou.id}/commission`, { commission_rate: 10.5 }],
    ]);
    await waitFor(() => expect(within(ownRates()!).getAllByRole('row')).toHaveLength(3));
    expect(within(ownRates()!).getByText('Chez Fatou').closest('tr')).toHaveTextContent('10,5 %');
    expect(auditLog.entries.at(-1)).toMatchObject({
      action: 'restaurant.commission',
      target_id: chezFatou.id,
      before: { commission_rate: null },
      after: { commission_rate: 10.5 },
    });
    // The form is ready for the next one.
    expect(within(commissionForm()).getByLabelText('Restaurant')).toHaveValue('');
  });

  it('fills in the rate a restaurant has, and checks the rate with the shared rule', async () => {
    const puts = recordRequests({ method: 'put', path: /commission$/ });
    const { events } = await openSettings();
    const rate = within(commissionForm()).getByLabelText('Commission propre (%)');
    await events.selectOptions(within(commissionForm()).getByLabelText('Restaurant'), 'Le Ti-Punch (12 %)');
    expect(rate).toHaveValue('12');
    await events.clear(rate);
    await events.type(rate, '75');
    await events.click(screen.getByRole('button', { name: 'Enregistrer la commission' }));
    const refused = restaurantCommissionSchema.safeParse({ commission_rate: 75 }).error!.issues[0]!.message;
    expect(await within(commissionForm()).findByText(refused)).toBeInTheDocument();
    expect(refused).toBe(MONEY_MESSAGES.range('Le taux de commission', 0, 50));

    await events.selectOptions(within(commissionForm()).getByLabelText('Restaurant'), '');
    await events.click(screen.getByRole('button', { name: 'Enregistrer la commission' }));
    expect(await within(commissionForm()).findByText('Choisissez un restaurant')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('gives a restaurant the platform’s rate again, after a confirmation', async () => {
    const puts = recordRequests({ method: 'put', path: /commission$/ });
    const { events } = await openSettings();
    await events.click(screen.getByRole('button', { name: 'Rendre à « Le Ti-Punch » la commission de la plateforme' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Commission de la plateforme' });
    expect(dialog).toHaveTextContent('« Le Ti-Punch » suivra de nouveau la commission de la plateforme (15 %)');
    await events.click(within(dialog).getByRole('button', { name: 'Appliquer le taux de la plateforme' }));

    expect(
      await screen.findByText('« Le Ti-Punch » suit de nouveau la commission de la plateforme'),
    ).toBeInTheDocument();
    expect(puts[0]!.body).toEqual({ commission_rate: null });
    await waitFor(() => expect(ownRates()).not.toBeInTheDocument());
    expect(screen.getByText(/Aucun restaurant n’a sa propre commission/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(money.commissions.size).toBe(0);
  });
});
