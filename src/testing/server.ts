import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';

/** The mock API for component tests; tests add or override handlers with `server.use`. */
export const server = setupServer(...authHandlers);
