import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Cluster, Columns, Grid, Stack } from './layout';

describe('layout primitives', () => {
  it('Stack spaces its children with a step of the scale, [row, column] when two', () => {
    render(
      <>
        <Stack data-testid="one">a</Stack>
        <Stack data-testid="two" gap={[2, 0]} as="section" className="extra">
          b
        </Stack>
      </>,
    );
    expect(screen.getByTestId('one')).toHaveClass('stack');
    expect(screen.getByTestId('one').style.getPropertyValue('--layout-gap')).toBe('var(--tg-space-4)');
    const two = screen.getByTestId('two');
    expect(two.tagName).toBe('SECTION');
    expect(two).toHaveClass('stack', 'extra');
    expect(two.style.getPropertyValue('--layout-gap')).toBe('var(--tg-space-2) 0');
  });

  it('drops the browser margins and bullets of the lists and paragraphs it lays out', () => {
    render(
      <>
        <Stack as="ul" aria-label="liste">
          <li>a</li>
        </Stack>
        <Stack data-testid="div">b</Stack>
      </>,
    );
    expect(screen.getByRole('list', { name: 'liste' })).toHaveClass('stack', 'plain');
    expect(screen.getByTestId('div')).not.toHaveClass('plain');
  });

  it('Cluster lines its children up in a row that wraps unless told otherwise', () => {
    render(
      <>
        <Cluster data-testid="default">a</Cluster>
        <Cluster data-testid="set" justify="space-between" align="baseline" wrap={false} gap={3}>
          b
        </Cluster>
      </>,
    );
    const byDefault = screen.getByTestId('default');
    expect(byDefault).toHaveClass('cluster');
    expect(byDefault.style.getPropertyValue('--layout-align')).toBe('center');
    expect(byDefault.style.getPropertyValue('--layout-justify')).toBe('flex-start');
    expect(byDefault.style.getPropertyValue('--layout-wrap')).toBe('wrap');
    expect(byDefault.style.getPropertyValue('--layout-gap')).toBe('var(--tg-space-2)');
    const set = screen.getByTestId('set');
    expect(set.style.getPropertyValue('--layout-align')).toBe('baseline');
    expect(set.style.getPropertyValue('--layout-justify')).toBe('space-between');
    expect(set.style.getPropertyValue('--layout-wrap')).toBe('nowrap');
    expect(set.style.getPropertyValue('--layout-gap')).toBe('var(--tg-space-3)');
  });

  it('Grid takes the narrowest column width and how to repeat the tracks', () => {
    render(<Grid data-testid="grid" min="16rem" repeat="auto-fit" style={{ color: 'red' }} />);
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveClass('grid');
    expect(grid.style.getPropertyValue('--layout-min')).toBe('16rem');
    expect(grid.style.getPropertyValue('--layout-repeat')).toBe('auto-fit');
    expect(grid.style.color).toBe('red');
  });

  it('Columns sets the column widths and a page-sized gap', () => {
    render(<Columns data-testid="columns" template="minmax(0, 2fr) minmax(0, 1fr)" />);
    const columns = screen.getByTestId('columns');
    expect(columns).toHaveClass('columns');
    expect(columns.style.getPropertyValue('--layout-columns')).toBe('minmax(0, 2fr) minmax(0, 1fr)');
    expect(columns.style.getPropertyValue('--layout-gap')).toBe('var(--tg-space-5)');
  });
});
