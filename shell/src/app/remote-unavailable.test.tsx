import { i18n, setLocale, type Bundle } from '@teranga/shared-ui';
import { frenchLeftovers } from '@teranga/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { shell as shellEn } from '../locales/en';
import { shell as shellFr } from '../locales/fr';
import { RemoteUnavailable } from './remote-unavailable';

describe('RemoteUnavailable in English', () => {
  beforeEach(async () => {
    await setLocale('en', { remember: false });
  });
  afterEach(async () => {
    await setLocale('fr', { remember: false });
    localStorage.clear();
  });

  const leftovers = () => {
    const text = document.body.textContent ?? '';
    const common = (locale: string) => i18n.getResourceBundle(locale, 'common') as Bundle;
    return [...frenchLeftovers(text, shellFr, shellEn), ...frenchLeftovers(text, common('fr'), common('en'))];
  };

  it('says the area could not be loaded, with a retry and a way home', async () => {
    const retry = vi.fn();
    render(<RemoteUnavailable onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This area is temporarily unavailable');
    expect(screen.getByText(/Check your connection, then try again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(leftovers()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('explains a version skew', () => {
    render(<RemoteUnavailable onRetry={() => {}} kind="version" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/another version of the Teranga shared library/);
    expect(leftovers()).toEqual([]);
  });
});
