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

  it('draws one path per stroke given as path data, before the other shapes', () => {
    const { container } = render(
      <Icon paths={['M5 12h14', 'M12 5v14']}>
        <circle cx="12" cy="12" r="9" />
      </Icon>,
    );
    const shapes = [...container.querySelector('svg')!.children];
    expect(shapes.map((shape) => shape.tagName.toLowerCase())).toEqual(['path', 'path', 'circle']);
    expect(shapes[1]).toHaveAttribute('d', 'M12 5v14');
  });

  it('draws the dashboard glyph in the current colour', () => {
    const { container } = render(<DashboardIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('stroke', 'currentColor');
    expect(container.querySelectorAll('rect')).toHaveLength(4);
  });
});
