import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedQueries } from './pglite-prepared-statements';

const KINDS = `create table if not exists kinds (
  id uuid primary key, name text unique, n int, big bigint, yes bool, at timestamptz, day date,
  doc jsonb, tags text[], price numeric)`;
const ROW = [
  '3f1c4b6e-7a2d-4e8f-9b0a-1c2d3e4f5a6b',
  'Café “Zé” 🌅',
  7,
  '9007199254740993',
  true,
  new Date('2026-01-02T03:04:05.678Z'),
  '2026-02-03',
  JSON.stringify({ a: [1, 'two', null] }),
  ['x', 'y z'],
  '12.50',
];

const preparedCount = async (client: PGlite, text: string) =>
  (
    await client.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements where statement = $1',
      [text],
    )
  ).rows[0]!.n;

describe('queries run as prepared statements on PGlite', () => {
  let client: PGlite;
  let prepared: ReturnType<typeof createPreparedQueries>;

  beforeAll(async () => {
    client = await PGlite.create();
    prepared = createPreparedQueries(client);
    await client.exec(KINDS);
    await prepared.query(`insert into kinds values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, ROW);
    await prepared.query('insert into kinds (id) values ($1)', ['00000000-0000-4000-8000-000000000000']);
  });
  afterAll(() => client.close());

  it('answers as PGlite’s own query does, rows as objects or arrays and with its parsers', async () => {
    const text = 'select * from kinds order by name nulls last';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      expect(await prepared.query(text, [], options)).toEqual(await client.query(text, [], options));
    }
    const asText = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } };
    expect(await prepared.query('select at from kinds where n = $1', [7], asText)).toEqual(
      await client.query('select at from kinds where n = $1', [7], asText),
    );
  });

  it('counts the rows a change touched and returns what it returns, as PGlite does', async () => {
    const change = (query: PGlite['query']) =>
      Promise.all([
        query('update kinds set n = n + 1 where n is not null returning n'),
        query('update kinds set n = n - 1 where n is not null'),
        query('delete from kinds where id = $1', ['11111111-1111-4111-8111-111111111111']),
      ]);
    expect(await change(prepared.query)).toEqual(await change((text, params) => client.query(text, params)));
  });

  it('parses and plans each statement once, then reuses one plan', async () => {
    const text = 'select name from kinds where id = $1';
    for (let run = 0; run < 8; run += 1) await prepared.query(text, [ROW[0]]);
    expect(await preparedCount(client, text)).toBe(1);
    const [plans] = (
      await client.query<{ generic_plans: number }>(
        'select generic_plans from pg_prepared_statements where statement = $1',
        [text],
      )
    ).rows;
    expect(plans!.generic_plans).toBeGreaterThan(0);
  });

  it('keeps a bounded number of statements, closing the least recently used', async () => {
    const few = createPreparedQueries(client, 2);
    const texts = [1, 2, 3, 4].map((n) => `select ${n} as n, count(*) from kinds`);
    for (const text of texts) await few.query(text);
    // The first was closed when the fourth was prepared; the second waits for the next one.
    expect(await Promise.all(texts.map((text) => preparedCount(client, text)))).toEqual([0, 1, 1, 1]);
    expect((await few.query<{ n: number }>(texts[0]!)).rows[0]!.n).toBe(1);
  });

  it('throws PGlite’s own errors, marked with the statement, and goes on answering', async () => {
    const insert = 'insert into kinds (id, name) values ($1, $2)';
    const params = ['22222222-2222-4222-8222-222222222222', ROW[1]];
    const own = await client.query(insert, params).catch((error: unknown) => error);
    const ours = await prepared.query(insert, params).catch((error: unknown) => error);
    expect(ours).toBeInstanceOf((own as Error).constructor);
    expect(ours).toMatchObject({ code: '23505', constraint: 'kinds_name_key', query: insert, params });
    expect((ours as Error).message).toBe((own as Error).message);

    const refused = 'select nothing from nowhere where x = $1';
    const ownRefusal = await client.query(refused, [1]).catch((error: unknown) => error);
    await expect(prepared.query(refused, [1])).rejects.toMatchObject({
      message: (ownRefusal as Error).message,
    });
    expect((await prepared.query('select count(*)::int as n from kinds')).rows).toEqual([{ n: 2 }]);
  });

  it('waits for a transaction under way instead of running inside it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = client
      .transaction(async (tx) => {
        await tx.query('insert into kinds (id) values ($1)', ['33333333-3333-4333-8333-333333333333']);
        await gate;
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const insert = prepared.query('insert into kinds (id) values ($1)', [
      '44444444-4444-4444-8444-444444444444',
    ]);
    release();
    await Promise.all([rolledBack, insert]);
    const { rows } = await client.query<{ id: string }>(
      `select id from kinds where id in ('33333333-3333-4333-8333-333333333333', '44444444-4444-4444-8444-444444444444')`,
    );
    expect(rows).toEqual([{ id: '44444444-4444-4444-8444-444444444444' }]);
  });

  it('hands on the notifications that come with its answers, which PGlite never sees', async () => {
    const heard: string[] = [];
    const stop = prepared.notifications.listen('kinds_changed', (payload) => heard.push(payload));
    await client.exec('listen kinds_changed');
    await prepared.query(`select pg_notify('kinds_changed', $1)`, ['first']);
    await Promise.resolve();
    expect(heard).toEqual(['first']);
    stop();
    await prepared.query(`select pg_notify('kinds_changed', $1)`, ['second']);
    await Promise.resolve();
    expect(heard).toEqual(['first']);
  });
});

describe('the PGlite this relies on (decision 013)', () => {
  it('is the release whose undocumented locks were read: a new one must be read again', () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = JSON.parse(readFileSync(join(entry, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(manifest.version).toMatch(/^0\.5\./);
  });

  it('still has the locks its query() holds, and the raw protocol call', async () => {
    const client = await PGlite.create();
    try {
      expect(typeof client._runExclusiveTransaction).toBe('function');
      expect(typeof client._runExclusiveQuery).toBe('function');
      expect(typeof client.execProtocolRawStream).toBe('function');
    } finally {
      await client.close();
    }
  });
});
