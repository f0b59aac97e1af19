import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Card } from './card';

describe('Card', () => {
  it('is a padded surface, laid out as the page says', () => {
    render(
      <Card as="article" padding="lg" className="extra" data-testid="card">
        Contenu
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('ARTICLE');
    expect(card).toHaveClass('card', 'pad-lg', 'extra');
    expect(card).not.toHaveClass('stack');
  });

  it('stacks its children when given a gap', () => {
    render(<Card gap={3} data-testid="card" style={{ color: 'red' }} />);
    const card = screen.getByTestId('card');
    expect(card).toHaveClass('card', 'pad-md', 'stack');
    expect(card.style.getPropertyValue('--layout-gap')).toBe('var(--tg-space-3)');
    expect(card.style.color).toBe('red');
  });
});
