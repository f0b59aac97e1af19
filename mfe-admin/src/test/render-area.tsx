import { createAreaRenderer, recordRequests as recordOn } from '@teranga/shared-ui/testing';
import Area from '../area';
import { server } from '../mocks/server';

export { currentPath } from '@teranga/shared-ui/testing';

/** Mounts this remote's Area as the shell does, under `/admin/*`, with the single toast container. */
export const renderArea = createAreaRenderer(Area, 'admin');

/** The calls the screens send to the mock API from now on (shared-ui's recorder, on this remote's server). */
export const recordRequests = (filter?: Parameters<typeof recordOn>[1]) => recordOn(server, filter);
