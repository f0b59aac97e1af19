import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Notice } from './notice';

describe('Notice', () => {
  it.each([
    ['info', false],
    ['danger', true],
  ] as const)('shows a %s message (bar: %s) in the tone’s colours', (tone, bar) => {
    render(
      <Notice tone={tone} bar={bar} role="alert">
        Message
      </Notice>,
    );
    const notice = screen.getByRole('alert');
    expect(notice.tagName).toBe('P');
    expect(notice).toHaveClass('notice');
    expect(notice.classList.contains('bar')).toBe(bar);
    expect(notice.style.getPropertyValue('--notice-color')).toBe(`var(--tg-color-${tone})`);
    expect(notice.style.getPropertyValue('--notice-soft')).toBe(`var(--tg-color-${tone}-soft)`);
  });
});
