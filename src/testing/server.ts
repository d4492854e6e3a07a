import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { placesHandlers } from './handlers/places';

/** The mock API for component tests; tests add or override handlers with `server.use`. */
export const server = setupServer(...authHandlers, ...placesHandlers);
