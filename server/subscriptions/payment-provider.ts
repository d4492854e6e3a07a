export interface PaymentStart {
  reference: string;
  email: string;
  /** Minor units (cents), taken from the server's plan. */
  amount: number;
  currency: string;
  callbackUrl: string;
  planName: string;
}

export const PAYMENTS_UNAVAILABLE =
  'Payments are currently unavailable: no payment provider is configured on this server.';

export interface PaymentOutcome {
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'paystack' | 'test';
  initialize(payment: PaymentStart): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<PaymentOutcome>;
}
