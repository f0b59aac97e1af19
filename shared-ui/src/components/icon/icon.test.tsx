import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardIcon, Icon } from './icon';

describe('Icon', () => {
  it('is decorative: hidden from assistive technology and never focusable', () => {
    const { container } = render(
      <Icon size={16}>
        <circle cx="12" cy="12" r="9" />
      </Icon>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg.querySelector('circle')).not.toBeNull();
  });

  it('draws the dashboard glyph in the current colour', () => {
    const { container } = render(<DashboardIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('stroke', 'currentColor');
    expect(container.querySelectorAll('rect')).toHaveLength(4);
  });
});
