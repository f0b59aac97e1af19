import { createAreaRenderer } from '@teranga/shared-ui/testing';
import Area from '../area';

export { currentPath } from '@teranga/shared-ui/testing';

/** Mounts this remote's Area as the shell does, under `/client/*`, with the single toast container. */
export const renderArea = createAreaRenderer(Area, 'client');
