/**
 * Authenticated reads against a bare Fastify hello-world in the same run and on the same machine:
 * requests a second with 50 connections for GET /v1/auth/me and the plan list of a member with 20
 * plans, and each as a share of the hello-world's rate. The member and their plans are written into
 * the database before the server starts (an embedded database has one process at a time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PLAN_PATHS, PLANNER_BASE } from '../../contract/date-plans-constants';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseTarget } from '../../server/db/client';
import { createOfflineEngine } from '../../server/generation/engines/offline-engine';
import { createCapturingMailer } from '../../server/testing/capturing-mailer';
import { seedPlans } from '../../server/testing/seed-plans';
import { signUpMember, testConfig } from '../../server/testing/test-app';
import { settled, startServer } from './server-process';

const SECRET = 'bench-secret-that-is-at-least-32-characters-long';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);

export interface Rate {
  perSecond: number;
  p99Ms: number;
  /** Requests that got no answer in autocannon's 10 s: reported, since a busy host times some out. */
  errors: number;
  /**
   * The server's CPU time (user and system) per answered request: on a host shared with other work
   * the rate follows the load, this much less so.
   */
  cpuMsPerRequest: number;
  /** The host's one-minute load average as the run ended: the rate of a run on a busy host is lower. */
  loadAverage: number;
}

/** CPU milliseconds a process has used so far (user and system, from /proc). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function load(url: string, pid: number, headers: Record<string, string> = {}): Promise<Rate> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers other than 2xx`);
  return {
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total),
    loadAverage: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
  };
}

async function seedMember(target: DatabaseTarget): Promise<string> {
  const database = await openDatabase(target);
  const app = await buildApp({
    config: testConfig,
    db: database.db,
    jwtSecret: new TextEncoder().encode(SECRET),
    engine: createOfflineEngine({ delayMs: 0 }),
    mailer: createCapturingMailer().mailer,
  });
  await app.ready();
  const member = await signUpMember(app);
  await seedPlans(
    database.db,
    member.user.user_id,
    Array.from({ length: 20 }, (_, index) => ({ title: `Evening ${index + 1}` })),
  );
  await app.close();
  await database.close();
  return member.token.access_token;
}

export async function measureHelloWorld(port: number): Promise<Rate> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(import.meta.dirname, 'hello-server.mjs'), String(port)],
    {
      stdio: 'inherit',
    },
  );
  try {
    for (let tries = 0; ; tries += 1) {
      const ready = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 100) throw new Error('the hello-world server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await load(`http://127.0.0.1:${port}/`, child.pid!);
  } finally {
    child.kill('SIGTERM');
  }
}

/** /me and the plan list on a server over `databaseUrl`, or over a fresh embedded database. */
export async function measureReads(port: number, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'datecraft-bench-'));
  const token = await seedMember(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
  );
  const server = await startServer(port, {
    JWT_SECRET: SECRET,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const headers = { authorization: `Bearer ${token}` };
  try {
    await settled(server.pid!);
    const me = await load(`http://127.0.0.1:${port}/v1/auth/me`, server.pid!, headers);
    const list = await load(
      `http://127.0.0.1:${port}${PLANNER_BASE}${PLAN_PATHS.plans}?page=1&page_size=20`,
      server.pid!,
      headers,
    );
    return { me, list };
  } finally {
    server.kill('SIGTERM');
  }
}

/** The reads as a table, each as a share of the hello-world measured in the same run. */
export function printReads(hello: Rate, runs: [string, { me: Rate; list: Rate } | null][]) {
  const rate = (r: Rate) =>
    `${r.perSecond.toFixed(0)} req/s, p99 ${r.p99Ms.toFixed(0)} ms, ${r.cpuMsPerRequest.toFixed(3)} ms of CPU each, load ${r.loadAverage.toFixed(2)}${r.errors ? `, ${r.errors} timed out` : ''}`;
  console.log(`Reads, 50 connections, side by side with a bare Fastify hello-world (${rate(hello)}):`);
  for (const [label, reads] of runs) {
    if (!reads) continue;
    for (const [name, r] of [
      ['GET /v1/auth/me', reads.me],
      ['plan list (20 plans)', reads.list],
    ] as const)
      console.log(
        `  ${label}, ${name}: ${rate(r)} (${((r.perSecond / hello.perSecond) * 100).toFixed(1)} %)`,
      );
  }
}
