import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Heading, Text } from './text';

describe('Text', () => {
  it('reads size, tone and weight from the tokens', () => {
    render(
      <Text size="sm" tone="muted" weight="bold">
        Aide
      </Text>,
    );
    const text = screen.getByText('Aide');
    expect(text.tagName).toBe('P');
    expect(text).toHaveClass('text');
    expect(text.style.getPropertyValue('--text-size')).toBe('var(--tg-font-size-sm)');
    expect(text.style.getPropertyValue('--text-color')).toBe('var(--tg-color-text-muted)');
    expect(text.style.getPropertyValue('--text-weight')).toBe('var(--tg-font-weight-bold)');
  });

  it('leaves what it is not told to the parent, even inside another Text', () => {
    render(
      <Text tone="danger" as="div">
        <Text as="span" className="inner">
          Détail
        </Text>
      </Text>,
    );
    const inner = screen.getByText('Détail');
    expect(inner.tagName).toBe('SPAN');
    expect(inner).toHaveClass('text', 'inner');
    for (const name of ['--text-size', '--text-color', '--text-weight']) {
      expect(inner.style.getPropertyValue(name)).toBe('initial');
    }
  });
});

describe('Heading', () => {
  it('keeps its level and takes a size of the scale, the display face on demand', () => {
    render(
      <>
        <Heading>Section</Heading>
        <Heading as="h1" size="2xl" display>
          Page
        </Heading>
      </>,
    );
    const section = screen.getByRole('heading', { level: 2, name: 'Section' });
    expect(section).toHaveClass('heading');
    expect(section.style.getPropertyValue('--text-size')).toBe('var(--tg-font-size-lg)');
    expect(section.style.getPropertyValue('--text-family')).toBe('initial');
    const page = screen.getByRole('heading', { level: 1, name: 'Page' });
    expect(page.style.getPropertyValue('--text-size')).toBe('var(--tg-font-size-2xl)');
    expect(page.style.getPropertyValue('--text-family')).toBe('var(--tg-font-display)');
  });
});
