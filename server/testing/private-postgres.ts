import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const RUNS_AS_ROOT = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root, so as root its programs run as the `postgres` OS user. */
function postgresUser(): { uid: number; gid: number } | null {
  try {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()),
    );
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid: uid!, gid: gid! } : null;
  } catch {
    return null;
  }
}

/** Why a private server cannot be started here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  for (const program of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(join(BIN, program)))
      return `no PostgreSQL binaries in ${BIN} (set PG_BIN_DIR to where initdb and pg_ctl are)`;
  }
  if (RUNS_AS_ROOT && !postgresUser())
    return 'running as root and there is no `postgres` OS user to run PostgreSQL as';
  return null;
}

export interface PrivatePostgres {
  /** Connection string of the server's `postgres` database (trust authentication). */
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A throwaway PostgreSQL server in a temporary directory on a free port, for tests that stop,
 * restart or break the database, which a shared server must never suffer.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const owner = RUNS_AS_ROOT ? postgresUser() : null;
  const dir = mkdtempSync(join(tmpdir(), 'datecraft-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const pg = (program: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', join(BIN, program), ...args])
      : run(join(BIN, program), args);
  const pgCtl = (...args: string[]) =>
    pg('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '30', ...args]);

  await pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () => pgCtl('-o', serverOptions, 'start').then(() => undefined);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-m', 'fast', 'restart').then(() => undefined),
    stop: () => pgCtl('-m', 'fast', 'stop').then(() => undefined),
    start,
    async destroy() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
