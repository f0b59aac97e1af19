import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { User } from '@teranga/shared-ui';
import { createAreaRenderer } from '@teranga/shared-ui/testing';
import Area from '../area';
import { demoUser } from '../mocks/fixtures';

export { currentPath } from '@teranga/shared-ui/testing';

/** Mounts this remote's Area as the shell does, under `/restaurateur/*`, with the single toast container. */
export const renderArea = createAreaRenderer(Area, 'restaurateur');

/** Opens `path` as `user` (the demo restaurateur unless given) and waits until `text` shows. */
export async function openShowing(path: string, text: string | RegExp, user: User = demoUser) {
  const view = renderArea(path, { user });
  expect(await screen.findByText(text)).toBeInTheDocument();
  return view;
}
