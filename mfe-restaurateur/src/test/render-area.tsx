import { createAreaRenderer, recordLogoutCalls as recordOn } from '@teranga/shared-ui/testing';
import Area from '../area';
import { server } from '../mocks/server';

export { currentPath } from '@teranga/shared-ui/testing';

/** Mounts this remote's Area as the shell does, under `/restaurateur/*`, with the single toast container. */
export const renderArea = createAreaRenderer(Area, 'restaurateur');

/** Bodies of the POST /auth/logout calls made from now on. */
export const recordLogoutCalls = () => recordOn(server);
