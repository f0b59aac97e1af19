import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { frenchLeftovers } from '../../i18n/catalogue-check';
import { setLocale } from '../../i18n/i18n';
import { common as commonEn } from '../../i18n/locales/en';
import { common as commonFr } from '../../i18n/locales/fr';
import type { Period } from '../../lib/period';
import { MONEY_MESSAGES } from '../../rules/money';
import { PeriodFilter } from './period-filter';

const now = () => new Date('2026-03-11T10:00:00Z');

function Harness({ initial }: { initial: Period }) {
  const [period, setPeriod] = useState(initial);
  return (
    <>
      <PeriodFilter value={period} onChange={setPeriod} timeZone="Europe/Paris" now={now} />
      <output>{`${period.from}→${period.to}`}</output>
    </>
  );
}

describe('PeriodFilter', () => {
  it('marks the preset in use and switches to another one', () => {
    render(<Harness initial={{ from: '2026-03-09', to: '2026-03-11' }} />);
    expect(screen.getByRole('button', { name: 'Cette semaine' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Le mois dernier' }));
    expect(screen.getByText(/→/)).toHaveTextContent('2026-02-01→2026-02-28');
    expect(screen.getByRole('button', { name: 'Le mois dernier' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('edits the dates and says when the end is before the start', () => {
    render(<Harness initial={{ from: '2026-03-01', to: '2026-03-11' }} />);
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-03-20' } });
    expect(screen.getByText(/→/)).toHaveTextContent('2026-03-20→2026-03-11');
    expect(screen.getByLabelText('Au')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MONEY_MESSAGES.periodInvalid)).toBeInTheDocument();
  });
});

describe('PeriodFilter in English', () => {
  afterEach(async () => {
    await setLocale('fr', { remember: false });
    localStorage.clear();
  });

  it('names its quick periods and its dates in English', async () => {
    await setLocale('en', { remember: false });
    render(<Harness initial={{ from: '2026-03-01', to: '2026-03-11' }} />);
    expect(screen.getByRole('group', { name: 'Quick period' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    expect(screen.getByText(/→/)).toHaveTextContent('2026-02-01→2026-02-28');
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-02-28');
    expect(screen.getByRole('button', { name: 'This week' })).toBeInTheDocument();
    expect(frenchLeftovers(document.body.textContent ?? '', commonFr, commonEn)).toEqual([]);
  });
});
