import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { EmptyState } from '../empty-state/empty-state';
import { LoadingState } from '../loading-state/loading-state';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the message and retries on click', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Erreur lors du chargement des restaurants" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des restaurants');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('uses the generic message and shows no button without onRetry', () => {
    render(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('disables the retry button while retrying', () => {
    render(<ErrorState onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeDisabled();
  });
});

describe('LoadingState and EmptyState', () => {
  it('announces loading politely', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
  });

  it('shows the empty message and an optional action', () => {
    render(<EmptyState title="Aucun restaurant trouvé" action={<button type="button">Tout voir</button>} />);
    expect(screen.getByText('Aucun restaurant trouvé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout voir' })).toBeInTheDocument();
  });
});

describe('LoadingState label alias', () => {
  it('accepts label as well as message', () => {
    render(<LoadingState label="Chargement de l'espace…" />);
    expect(screen.getByRole('status')).toHaveTextContent("Chargement de l'espace…");
  });
});
