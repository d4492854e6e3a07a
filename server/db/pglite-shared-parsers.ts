import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type Queryable = Pick<Transaction, 'query'>;

/**
 * The query options with their `parsers` moved onto the client's own table. PGlite merges per-query
 * parsers into a fresh copy of its table of about 320 types on every query (a third of a one-row
 * read's time), and drizzle passes the same parsers with every query: its dates, timestamps and
 * intervals kept as text. Installed once on the client, they apply to every query without the copy.
 */
function hoisted(client: PGlite, options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers, ...rest } = options;
  for (const [type, parser] of Object.entries(parsers)) {
    if (client.parsers[type] !== parser) client.parsers[type] = parser;
  }
  return rest;
}

function withHoistedQuery<T extends Queryable>(client: PGlite, target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          object.query(text, params, hoisted(client, options));
      }
      // A transaction's own queries go through the same door.
      if (property === 'transaction' && object === (client as Queryable)) {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          client.transaction((tx) => callback(withHoistedQuery(client, tx)));
      }
      const value: unknown = Reflect.get(object, property, receiver);
      // PGlite's methods use private fields, so they must run on the client, not on the proxy.
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * The client as drizzle should see it: every query and every transaction's queries with their
 * parsers on the client's table. Only for a client that drizzle alone queries: the parsers it
 * installs are then the ones every query asks for.
 */
export function withSharedParsers(client: PGlite): PGlite {
  return withHoistedQuery(client, client);
}
