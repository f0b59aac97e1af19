import { stopAll } from './support/processes';

export default function globalTeardown() {
  stopAll();
}
