import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { readAnswer, type Column, type Notification } from './pglite-raw-results';

const { serialize } = protocol;

/** Statements kept prepared at most; the least recently used one is closed to make room. */
const STATEMENTS_KEPT = 200;

interface Prepared {
  name: string;
  /** The parameters' types as PostgreSQL inferred them, which choose each value's serializer. */
  paramTypes: number[];
  /**
   * The rows' columns, described once: describing them on every run cost the database their
   * encoding and the client their decoding. None for a statement that returns no rows.
   */
  columns: Column[];
}

/** Statements made so far in this process: names unique across every set of them on a client. */
let made = 0;

/** Notifications that arrive with the answers of prepared statements, which PGlite never parses. */
export interface PreparedNotifications {
  listen(channel: string, heard: (payload: string) => void): () => void;
}

const joined = (parts: Uint8Array[]) => {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
};

/** PGlite's own query path marks its errors with the statement; the same here (PGliteError). */
const withStatement = (error: Error, query: string, params: unknown[], options?: QueryOptions) =>
  Object.assign(error, { query, params, queryOptions: options });

function describedColumns(messages: { name: string }[]): Column[] {
  const description = messages.find((message) => message.name === 'rowDescription') as
    { fields: Column[] } | undefined;
  return (description?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID }));
}

/** One run of a prepared statement: bind, execute and sync in one call, its answer read from its bytes. */
async function run(client: PGlite, prepared: Prepared, params: unknown[], options?: QueryOptions) {
  const values = params.map((param, index) => {
    if (param === null || param === undefined) return null;
    const type = prepared.paramTypes[index]!;
    const serializer = options?.serializers?.[type] ?? client.serializers[type];
    return serializer ? serializer(param) : String(param);
  });
  const chunks: Uint8Array[] = [];
  await client.execProtocolRawStream(
    joined([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]),
    // The bytes are a view into the database's memory, reused by its next write: copied.
    { onRawData: (bytes) => chunks.push(bytes.slice()) },
  );
  const parsers = options?.parsers ? { ...client.parsers, ...options.parsers } : client.parsers;
  return readAnswer(joined(chunks), prepared.columns, parsers, options?.rowMode);
}

/**
 * Queries run as named statements, each parsed and planned once (decision 013). PGlite's query()
 * sends every statement as an unnamed one, in six calls into the database (parse, describe, bind,
 * describe, execute, sync), so PostgreSQL parses and plans it afresh each time: planning alone took
 * longer than running a plan list. Here a statement is parsed once per text, and each run is one
 * call, bind, execute and sync, whose answer is read straight from its bytes (pglite-raw-results.ts).
 * PGlite parses none of those answers, so the notifications in them are handed on from here.
 */
export function createPreparedQueries(client: PGlite, statementsKept = STATEMENTS_KEPT) {
  const statements = new Map<string, Prepared>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  // Closed in the same call as the next statement prepared: the one that pushed them out.
  let closing: string[] = [];

  async function prepare(text: string): Promise<Prepared> {
    const name = `datecraft_${(made += 1)}`;
    const closes = closing.map((old) => serialize.close({ type: 'S', name: old }));
    closing = [];
    const { messages } = await client.execProtocol(
      joined([
        ...closes,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: describedColumns(messages),
    };
    if (statements.size >= statementsKept) {
      const [oldest] = statements;
      statements.delete(oldest![0]);
      closing.push(oldest![1].name);
    }
    statements.set(text, prepared);
    return prepared;
  }

  // As PGlite hands on the notifications it parses: after the code that is running has finished.
  const announce = (notifications: Notification[]) => {
    for (const { channel, payload } of notifications) {
      for (const heard of listeners.get(channel) ?? []) queueMicrotask(() => heard(payload));
    }
  };

  /** Runs `text` as client.query would, outside any transaction. */
  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // Options this path does not carry (blobs, declared parameter types) take PGlite's own.
    if (options?.blob || options?.paramTypes) return client.query<T>(text, params, options);
    // PGlite's query() holds both locks, so a statement never runs inside another caller's transaction.
    const result = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let prepared = statements.get(text);
        if (prepared) {
          // Most recently used last, so the first is the one to close when the map is full.
          statements.delete(text);
          statements.set(text, prepared);
        } else {
          try {
            prepared = await prepare(text);
          } catch {
            // A statement PostgreSQL refuses fails on PGlite's own path, with PGlite's own error.
            return null;
          }
        }
        const answer = await run(client, prepared, params, options);
        announce(answer.notifications);
        if (answer.error) throw withStatement(answer.error, text, params, options);
        return answer.result;
      }),
    );
    return (result as Results<T> | null) ?? client.query<T>(text, params, options);
  }

  const notifications: PreparedNotifications = {
    listen(channel, heard) {
      const heardOn = listeners.get(channel) ?? new Set();
      listeners.set(channel, heardOn.add(heard));
      return () => heardOn.delete(heard);
    },
  };
  return { query, notifications };
}

/** The client with its top-level queries prepared; a transaction's queries take PGlite's own path. */
export function withPreparedQuery(client: PGlite, query: PGlite['query']): PGlite {
  return new Proxy(client, {
    get(object, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(object, property);
      // PGlite's methods use private fields, so they must run on the client, not on the proxy.
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}
