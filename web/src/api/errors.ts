/**
 * The member app's error shapes are the contract's: one `ApiError` and one set of client codes
 * for both apps (`@club/contract/envelope`), under the import path the app's code uses.
 */
export { ApiError, ClientCode, errorMessage, isApiError } from '@club/contract/lib/envelope';
