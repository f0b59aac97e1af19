import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FoodImage } from './food-image';

describe('FoodImage', () => {
  it('loads lazily, except a picture on screen from the start, loaded first', () => {
    const { container, rerender } = render(
      <FoodImage src="/api/static/images/resto-1.svg" alt="" fallbackText="Chez Fatou" />,
    );
    const img = () => container.querySelector('img')!;
    expect(img()).toHaveAttribute('loading', 'lazy');
    rerender(<FoodImage src="/api/static/images/resto-1.svg" alt="" fallbackText="Chez Fatou" priority />);
    expect(img()).toHaveAttribute('loading', 'eager');
    expect(img()).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the initial on a placeholder when there is no picture', () => {
    const { container } = render(<FoodImage src={null} alt="" fallbackText="chez Fatou" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('C');
  });
});
