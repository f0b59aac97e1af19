import { screen } from '@testing-library/react';
import { createAreaRenderer, recordRequests as recordOn } from '@teranga/shared-ui/testing';
import Area from '../area';
import { server } from '../mocks/server';

export { currentPath } from '@teranga/shared-ui/testing';

/** Mounts this remote's Area as the shell does, under `/admin/*`, with the single toast container. */
export const renderArea = createAreaRenderer(Area, 'admin');

/** The calls the screens send to the mock API from now on (shared-ui's recorder, on this remote's server). */
export const recordRequests = (filter?: Parameters<typeof recordOn>[1]) => recordOn(server, filter);

/** Waits for the data of whichever page is shown, so nothing updates after the test. */
export const pageLoaded = () =>
  screen.findByText(
    /demande\(s\) d'inscription en attente de validation|Liste des utilisateurs|demande\(s\) en attente|^\d+ commandes? en cours|^\d+ restaurants?, |^\d+ actions? affichées?$|^\d+ avis affichés?$|^\d+ codes? affichés?$|^Contrôlé le |^Enregistrer la commission$/,
  );
