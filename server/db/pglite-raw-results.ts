import { protocol, types, type ParserOptions, type Results } from '@electric-sql/pglite';

/** A column as a statement's description names it. */
export interface Column {
  name: string;
  dataTypeID: number;
}

/** A notification the database sent with a statement's answer (NOTIFY, from a trigger here). */
export interface Notification {
  channel: string;
  payload: string;
}

/** What a bind-execute-sync answered: its result, the notifications that came with it, or its error. */
export interface RawAnswer {
  result: Results;
  notifications: Notification[];
  error: Error | null;
}

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR = 0x45; // 'E'
const NOTIFICATION = 0x41; // 'A'

/** Tags whose count is of rows changed, as PGlite's parseResults counts them. */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** The error exactly as PGlite builds it: the same class and fields its own queries throw. */
function databaseError(bytes: Uint8Array): Error {
  let error: Error | null = null;
  new protocol.Parser().parse(bytes, (message) => {
    if (!error && message instanceof Error) error = message;
  });
  return error ?? new Error('the database answered with an error it did not describe');
}

function cstring(buffer: Buffer, start: number): [string, number] {
  const end = buffer.indexOf(0, start);
  return [buffer.toString('utf8', start, end), end + 1];
}

function dataRow(buffer: Buffer, at: number, columns: Column[], parsers: ParserOptions, asArray: boolean) {
  const count = buffer.readInt16BE(at);
  const values: unknown[] = [];
  const row: Record<string, unknown> = {};
  let offset = at + 2;
  for (let index = 0; index < count; index += 1) {
    const length = buffer.readInt32BE(offset);
    offset += 4;
    const column = columns[index]!;
    const text = length < 0 ? null : buffer.toString('utf8', offset, offset + length);
    offset += Math.max(length, 0);
    const value: unknown = types.parseType(text, column.dataTypeID, parsers);
    if (asArray) values.push(value);
    else row[column.name] = value;
  }
  return asArray ? values : row;
}

/**
 * Reads the backend's answer to one bind, execute and sync as PGlite's parseResults would, but
 * straight from the bytes: PGlite's protocol parser copies every field into an ArrayBuffer of its
 * own before decoding it, which was two fifths of a twenty-row read. Rows come as `columns` says
 * (the statement's description, read when it was prepared). An error is handed back as PGlite's own.
 */
export function readAnswer(
  bytes: Uint8Array,
  columns: Column[],
  parsers: ParserOptions,
  rowMode: 'array' | 'object' | undefined,
): RawAnswer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: Results['rows'] = [];
  const notifications: Notification[] = [];
  const result: Results = { rows, fields: columns, affectedRows: 0 };
  let error: Error | null = null;
  for (let at = 0; at + 5 <= buffer.length; at += 1 + buffer.readInt32BE(at + 1)) {
    const code = buffer[at];
    const body = at + 5;
    if (code === DATA_ROW) rows.push(dataRow(buffer, body, columns, parsers, rowMode === 'array'));
    else if (code === COMMAND_COMPLETE) {
      const tag = cstring(buffer, body)[0].split(' ');
      const rowCount = Number.parseInt(tag[tag.length - 1]!, 10);
      result.command = tag[0];
      if (CHANGING.has(tag[0]!)) result.affectedRows = rowCount;
      if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
    } else if (code === NOTIFICATION) {
      const [channel, next] = cstring(buffer, body + 4);
      notifications.push({ channel, payload: cstring(buffer, next)[0] });
    } else if (code === ERROR) {
      error ??= databaseError(bytes);
    }
    // The rest (bind complete, notices, ready for query) says nothing a query's caller reads.
  }
  return { result, notifications, error };
}
