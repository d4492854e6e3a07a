import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, types } from '@electric-sql/pglite';
import { withSharedParsers } from './pglite-shared-parsers';

describe('a PGlite client with shared parsers', () => {
  let client: PGlite;
  const asText = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
  const stamp = "select '2026-01-02 03:04:05+00'::timestamptz as at";

  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('parses a query as its own parsers ask, without passing them on to PGlite', async () => {
    const shared = withSharedParsers(client);
    const [row] = (await shared.query<{ at: unknown }>(stamp, [], asText)).rows;
    expect(row?.at).toBe('2026-01-02 03:04:05+00');
    // They now live on the client's own table, which is what spares the per-query copy.
    expect(client.parsers[types.TIMESTAMPTZ]).toBe(asText.parsers[types.TIMESTAMPTZ]);
  });

  it('gives a transaction’s queries the same treatment', async () => {
    const shared = withSharedParsers(client);
    const parser = (value: string) => `seen ${value}`;
    const at = await shared.transaction(async (tx) => {
      const result = await tx.query<{ at: unknown }>(stamp, [], { parsers: { [types.TIMESTAMPTZ]: parser } });
      return result.rows[0]?.at;
    });
    expect(at).toBe('seen 2026-01-02 03:04:05+00');
    expect(client.parsers[types.TIMESTAMPTZ]).toBe(parser);
  });

  it('keeps the rest of the client as it was (exec, parameters, row mode)', async () => {
    const shared = withSharedParsers(client);
    await shared.exec('create table if not exists shared_parsers_probe (n int)');
    await shared.query('insert into shared_parsers_probe values ($1)', [7]);
    const result = await shared.query<[number]>('select n from shared_parsers_probe', [], {
      rowMode: 'array',
    });
    expect(result.rows).toEqual([[7]]);
  });
});
