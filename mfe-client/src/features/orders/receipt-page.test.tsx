import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MONEY_MESSAGES } from '@teranga/shared-ui';
import { answer, recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../mocks/db';
import { commandeIds, demoUser } from '../../mocks/fixtures';
import { RECEIPT_TIP_NOTE } from '../../mocks/handlers/money';
import { server } from '../../mocks/server';
import { currentPath, renderArea } from '../../test/render-area';

const delivered = commandeIds.deliveredCard;
const receiptPath = (id: string) => `/client/orders/${id}/recu`;
const order = (id: string) => db.commandes.find((row) => row.id === id)!;

async function openReceipt(id: string) {
  const rendered = renderArea(receiptPath(id), { user: demoUser });
  await screen.findByRole('heading', { level: 1, name: 'Reçu' });
  return rendered;
}

/** The delivered order, paid with TERANGA10 (−2,77 €) and a 2 € tip: 27,70 + 2,50 + 2,00 − 2,77. */
function withCodeAndTip() {
  Object.assign(order(delivered), { promo_code: 'TERANGA10', discount: 2.77, tip: 2, total_price: 29.43 });
}

/** A row's cells as read, spaces normalised (prices hold narrow no-break spaces). */
const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.replace(/\s/g, ' '));

describe('ReceiptPage', () => {
  it('shows the receipt: number, restaurant, dates, lines, amounts, payment, the VAT table and the tip note', async () => {
    withCodeAndTip();
    const calls = recordRequests(server, { method: 'GET', path: `/commandes/${delivered}/receipt` });
    await openReceipt(delivered);
    const receipt = await screen.findByRole('article', { name: `Reçu n° ${delivered.slice(0, 8).toUpperCase()}` });
    expect(calls).toHaveLength(1);

    expect(within(receipt).getByRole('heading', { name: 'Saveurs Caraïbes' })).toBeInTheDocument();
    expect(receipt).toHaveTextContent('5 rue de la Roquette, 75011 Paris');
    expect(receipt).toHaveTextContent('Commandée le02/03/2025 20:12');
    expect(receipt).toHaveTextContent('Livrée le02/03/2025 21:01');
    expect(receipt).toHaveTextContent(`Adresse de livraison${demoUser.address}`);
    expect(within(receipt).getByTestId('receipt-payment')).toHaveTextContent('Carte bancaire');

    const lines = within(receipt).getAllByTestId('receipt-line').map(cells);
    expect(lines).toEqual([
      ['Colombo de poulet', '1', '13,90 €', '13,90 €'],
      ['Accras de morue', '2', '6,90 €', '13,80 €'],
    ]);
    expect(within(receipt).getByTestId('receipt-subtotal')).toHaveTextContent(/27,70\s€/);
    expect(within(receipt).getByTestId('receipt-discount')).toHaveTextContent(/^−2,77\s€$/);
    expect(within(receipt).getByTestId('receipt-delivery-fee')).toHaveTextContent(/2,50\s€/);
    expect(within(receipt).getByTestId('receipt-tip')).toHaveTextContent(/2,00\s€/);
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent(/29,43\s€/);
    expect(within(receipt).queryByTestId('receipt-refunded')).not.toBeInTheDocument();

    // The discount lowers the dishes' VAT base; the tip is outside VAT.
    const vat = within(receipt).getByRole('table', { name: 'TVA' });
    expect(
      within(vat)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Ligne', 'Base HT', 'Taux', 'TVA', 'TTC']);
    expect(within(vat).getAllByTestId('receipt-vat-line').map(cells)).toEqual([
      ['Plats', '22,66 €', '10 %', '2,27 €', '24,93 €'],
      ['Livraison', '2,08 €', '20 %', '0,42 €', '2,50 €'],
    ]);
    expect(within(vat).getByTestId('receipt-vat-total')).toHaveTextContent(/2,69\s€/);
    expect(within(receipt).getByTestId('receipt-tip-note')).toHaveTextContent(RECEIPT_TIP_NOTE);
  });

  it('prints with the browser’s print', async () => {
    // The test DOM has no print dialog: the page's call is caught instead.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    onTestFinished(() => void Reflect.deleteProperty(window, 'print'));
    const { events } = await openReceipt(delivered);
    await events.click(await screen.findByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says what was refunded since, and leaves out a tip, a discount and their note when there are none', async () => {
    Object.assign(order(delivered), { refunded_amount: 4.5 });
    await openReceipt(delivered);
    const receipt = await screen.findByRole('article');
    expect(within(receipt).getByTestId('receipt-refunded')).toHaveTextContent(/4,50\s€/);
    expect(within(receipt).queryByTestId('receipt-tip')).not.toBeInTheDocument();
    expect(within(receipt).queryByTestId('receipt-discount')).not.toBeInTheDocument();
    expect(within(receipt).queryByTestId('receipt-tip-note')).not.toBeInTheDocument();
    // 27,70 € of dishes at 10 %, 2,50 € of delivery at 20 %.
    expect(within(receipt).getAllByTestId('receipt-vat-line').map(cells)).toEqual([
      ['Plats', '25,18 €', '10 %', '2,52 €', '27,70 €'],
      ['Livraison', '2,08 €', '20 %', '0,42 €', '2,50 €'],
    ]);
  });

  it('explains that an order not delivered yet has no receipt, with the way back to it', async () => {
    const { events } = await openReceipt(commandeIds.pendingCash);
    expect(await screen.findByText('Reçu pas encore disponible')).toBeInTheDocument();
    expect(screen.getByText(MONEY_MESSAGES.receiptNotReady)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimer' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Voir la commande' }));
    await waitFor(() => expect(currentPath()).toBe(`/client/orders/${commandeIds.pendingCash}`));
  });

  it("answers another client's order as not found", async () => {
    await openReceipt(commandeIds.otherClient);
    expect(await screen.findByText('Commande non trouvée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/client/orders');
  });

  it("shows a failed load with 'Réessayer'", async () => {
    answer(server, 'get', '/commandes/:id/receipt', undefined, { once: true });
    const { events } = await openReceipt(delivered);
    expect(await screen.findByText('Erreur lors du chargement du reçu')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'TVA' })).toBeInTheDocument();
  });
});
