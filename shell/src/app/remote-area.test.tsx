import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../test/server';
import remoteUnavailableFallback from '../runtime-plugins/remote-unavailable-fallback';
import { isRemoteUnavailable, remoteUnavailable } from './remote-fallback';

// The federation runtime is the boundary here: what matters is how the shell reacts to
// what it answers (a module, a fallback marker, a throw).
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
// The page's federation instance (federation.ts) is the runtime's `createInstance` answer.
vi.mock('@module-federation/runtime', () => ({ createInstance: () => runtime }));

const manifests = {
  mfe_client: 'http://localhost:3001/mf-manifest.json',
  mfe_admin: 'http://localhost:3004/mf-manifest.json',
};

async function renderArea() {
  // Fresh module state per test: remotes.json is cached by the loader once read.
  vi.resetModules();
  // The fresh modules include a fresh catalogue: the whole of it, as the router's chunk adds it.
  await import('../locales/all');
  const { RemoteArea } = await import('./remote-area');
  render(<RemoteArea remote="mfe_admin" />);
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  server.use(http.get('*/remotes.json', () => HttpResponse.json(manifests)));
});

describe('RemoteArea', () => {
  it('registers the remotes read from remotes.json and renders the exposed area', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <p>Espace admin chargé</p> });
    await renderArea();
    expect(await screen.findByText('Espace admin chargé')).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_client', entry: manifests.mfe_client },
      { name: 'mfe_admin', entry: manifests.mfe_admin },
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_admin/Area');
  });

  it('shows the French message when the runtime plugin answers the fallback, and retries on demand', async () => {
    runtime.loadRemote
      .mockResolvedValueOnce(remoteUnavailable('mfe_admin', new Error('Failed to fetch')))
      .mockResolvedValueOnce({ default: () => <p>De retour</p> });
    await renderArea();
    expect(await screen.findByText('Cet espace est momentanément indisponible')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('De retour')).toBeInTheDocument();
    // The retry drops what the runtime cached of the failed remote.
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_admin', entry: manifests.mfe_admin }], {
      force: true,
    });
  });

  it('explains a shared-ui version skew instead of blaming the connection', async () => {
    // The federation runtime's own words when a strict singleton does not fit the remote.
    const skew = new Error(
      'Version 1.0.0 from shell of shared singleton module @teranga/shared-ui does not satisfy the requirement of mfe_admin which needs ^1.1.0)',
    );
    runtime.loadRemote.mockResolvedValueOnce(remoteUnavailable('mfe_admin', skew));
    await renderArea();
    expect(await screen.findByText('Cet espace est momentanément indisponible')).toBeInTheDocument();
    expect(screen.getByText(/publié pour une autre version de la bibliothèque commune/)).toBeInTheDocument();
    expect(screen.queryByText(/Vérifiez votre connexion/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows the message when remotes.json itself cannot be read', async () => {
    server.use(http.get('*/remotes.json', () => new HttpResponse(null, { status: 503 })));
    await renderArea();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('catches an area that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    runtime.loadRemote.mockResolvedValue({ default: Broken });
    await renderArea();
    expect(await screen.findByText('Cet espace est momentanément indisponible')).toBeInTheDocument();
  });
});

describe('remote-unavailable-fallback runtime plugin', () => {
  const plugin = remoteUnavailableFallback();
  const hook = plugin.errorLoadRemote as unknown as (args: object) => unknown;

  it('answers the failed module load with the fallback marker', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = hook({
      id: 'mfe_admin/Area',
      error: new Error('down'),
      lifecycle: 'onLoad',
      remote: { name: 'mfe_admin' },
    });
    expect(isRemoteUnavailable(result)).toBe(true);
    expect(result).toMatchObject({ remote: 'mfe_admin', reason: 'down' });
  });

  it('lets a failed manifest fetch surface so the module load reports it once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      hook({ id: 'http://localhost:3004/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();
  });
});
