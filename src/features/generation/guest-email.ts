/** Spec section 5: text, an at sign, text, a dot and text, no spaces. */
export const isValidGuestEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
