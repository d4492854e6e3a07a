export interface PaymentStart {
  reference: string;
  email: string;
  /** Minor units (cents), taken from the server's plan. */
  amount: number;
  currency: string;
  callbackUrl: string;
  planName: string;
  /** Origin of this API, for a checkout this server hosts itself. */
  apiOrigin: string;
}

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
