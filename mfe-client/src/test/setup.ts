import { setupAreaTests } from '@teranga/shared-ui/testing';
import { restoreCart } from '../components/cart/cart-store';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/server';

setupAreaTests({
  server,
  reset: () => {
    resetDb();
    // The cart store is a module singleton too: re-read the emptied storage.
    restoreCart();
  },
});
