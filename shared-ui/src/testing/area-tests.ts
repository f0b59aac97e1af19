import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { User } from '../types';
import { currentPath, type AreaRenderer } from './render-area';

/** A page of an area, as the spec describes it. */
export interface AreaPage {
  path: string;
  /** The title of its `h1`. */
  title: string | RegExp;
  /** The label of its entry in the area's sidebar, if it has one. */
  nav?: string;
  /** A text its data shows once loaded. */
  content?: string | RegExp;
}

export interface AreaTestsOptions {
  renderArea: AreaRenderer;
  user: User;
  /** Every page, the sidebar's in the sidebar's order; the index (the area's prefix) sends to the first. */
  pages: readonly [AreaPage, ...AreaPage[]];
  /** Paths the area does not know, sent back to the index. */
  unknownPaths: readonly string[];
  /** Waits for what the page shown loads, so nothing updates after the test. */
  settle?: () => Promise<unknown>;
}

const sidebar = () => screen.getByRole('navigation', { name: 'Navigation principale' });

/**
 * What every area's routes and navigation must do: the index and unknown paths lead to the first
 * page, each page renders under its path, and the sidebar lists its entries in order, each
 * opening its page. The sidebar itself and the logout are shared-ui's, tested there.
 */
export function areaTests({ renderArea, user, pages, unknownPaths, settle }: AreaTestsOptions) {
  const [home] = pages;
  const root = home.path.slice(0, home.path.lastIndexOf('/'));

  it.for([root, ...unknownPaths])('sends %s to the index page', async (path) => {
    renderArea(path, { user });
    expect(await screen.findByRole('heading', { level: 1, name: home.title })).toBeInTheDocument();
    expect(currentPath()).toBe(home.path);
    await settle?.();
  });

  it.for(pages)('renders $path titled $title', async ({ path, title, content }) => {
    renderArea(path, { user });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
    if (content) expect(await screen.findByText(content)).toBeInTheDocument();
    await settle?.();
  });

  const links = pages.filter((page) => page.nav !== undefined);
  if (links.length < 2) return;
  const [first, second] = links as [AreaPage, AreaPage];

  it('lists the sidebar links in the spec order in a labelled navigation landmark, the current page marked', async () => {
    renderArea(first.path, { user });
    const rendered = within(sidebar()).getAllByRole('link');
    expect(rendered.map((link) => link.textContent)).toEqual(links.map((page) => page.nav));
    rendered.forEach((link, index) => expect(link).toHaveAccessibleName(links[index]?.nav));
    expect(within(sidebar()).getByRole('link', { name: first.nav })).toHaveAttribute('aria-current', 'page');
    await settle?.();
  });

  it.for(links)("sidebar link '$nav' opens $path", async ({ nav, path, title }) => {
    // Start on another page so every link, the first one included, really navigates.
    const { events } = renderArea(path === first.path ? second.path : first.path, { user });
    await events.click(within(sidebar()).getByRole('link', { name: nav }));
    expect(currentPath()).toBe(path);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await settle?.();
  });
}
