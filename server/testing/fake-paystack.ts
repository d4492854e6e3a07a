import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTransaction {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string;
  status: 'success' | 'failed' | 'abandoned' | 'ongoing';
}

/** A local stand-in that speaks Paystack's transaction API, for tests of the Paystack provider. */
export async function startFakePaystack(secretKey: string) {
  const transactions = new Map<string, FakeTransaction>();
  const requests: { path: string; authorization: string | undefined; body: unknown }[] = [];

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { status: false, message: 'Invalid key' });
      }
      if (req.method === 'POST' && req.url === '/transaction/initialize' && body) {
        const reference = String(body.reference);
        transactions.set(reference, {
          reference,
          amount: Number(body.amount),
          currency: String(body.currency),
          email: String(body.email),
          callback_url: String(body.callback_url),
          status: 'ongoing',
        });
        return send(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.test/${reference}`,
            access_code: 'ac',
            reference,
          },
        });
      }
      const verify = req.url?.match(/^\/transaction\/verify\/(.+)$/);
      if (req.method === 'GET' && verify?.[1]) {
        const transaction = transactions.get(decodeURIComponent(verify[1]));
        if (!transaction) return send(404, { status: false, message: 'Transaction reference not found' });
        return send(200, { status: true, message: 'Verification successful', data: transaction });
      }
      send(404, { status: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    transactions,
    requests,
    /** What the customer does on Paystack's page. */
    pay(reference: string, overrides: Partial<FakeTransaction> = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`unknown reference ${reference}`);
      Object.assign(transaction, { status: 'success' }, overrides);
    },
    /** A webhook body and its signature, as Paystack would send them. */
    signedWebhook(reference: string, key = secretKey) {
      const body = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success' } });
      return { body, signature: createHmac('sha512', key).update(body).digest('hex') };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
