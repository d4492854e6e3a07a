/** Origin of the API; empty means the same origin that served the app (see ARCHITECTURE.md). */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

export { PRODUCT_NAME } from '@contract/product';
export const CONTACT_EMAIL = 'hello@datecraft.app';
