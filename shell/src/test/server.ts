import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The API as the shell tests see it; tests add their own handlers with server.use(...). */
export const API = 'http://localhost:8000/api';

export const server = setupServer();

export { http, HttpResponse };
