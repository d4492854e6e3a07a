/**
 * A plan's price with its currency's symbol ('$9.99', '€5', '$0'), the same on the pricing page and
 * in the subscription details; whole amounts without cents. English, as the rest of the product.
 */
export function formatPrice(amount: number, currency: string): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: cents,
      maximumFractionDigits: cents,
    }).format(amount);
  } catch {
    // Not an ISO 4217 code: the server's own spelling beats no price at all.
    return `${currency} ${amount}`;
  }
}
