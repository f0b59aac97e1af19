import axios from 'axios';

/**
 * Whether a read failed because what the URL names does not exist for this user: 404, or 400
 * since the API rejects an id it could never have issued (e.g. too long) before looking it up.
 */
export const isNotFound = (error: unknown) =>
  axios.isAxiosError(error) && (error.response?.status === 404 || error.response?.status === 400);
