import { createAreaRenderer, recordRequests } from '@teranga/shared-ui/testing';
import Area from '../area';
import { server } from '../mocks/server';

export { currentPath } from '@teranga/shared-ui/testing';

/** Mounts this remote's Area as the shell does, under `/livreur/*`, with the single toast container. */
export const renderArea = createAreaRenderer(Area, 'livreur');

/** The requests made to this remote's mock API from now on (see shared-ui's recordRequests). */
export const recordApiRequests = (filter?: Parameters<typeof recordRequests>[1]) => recordRequests(server, filter);
