/** What every call and hook of the data layer rejects with once the catalogue has acted. */
export { ApiError } from '../api/errors/api-error';
