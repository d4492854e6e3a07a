import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * A real server process on `port` with its own empty embedded database, resolved once it answers
 * /v1/health: the compiled server that `npm start` runs (callers run ensureServerBuild first, so its
 * time is not counted as the server's start). Serves no SPA unless `env` names a STATIC_DIR.
 */
export function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the servers a bench starts.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', 'dist-server/index.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'datecraft-bench-')),
      LOG_LEVEL: 'error',
      STATIC_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    // A server that exits (a port in use) must not pass for another one answering on that port.
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before answering`)));
    // A fresh embedded database runs initdb first: over a minute on a busy 2-core host.
    const deadline = Date.now() + 180_000;
    const probe = () =>
      fetch(`http://127.0.0.1:${port}/v1/health`)
        .then((response) => (response.ok ? resolve(child) : Promise.reject(new Error('not ready'))))
        .catch(() =>
          Date.now() > deadline
            ? (child.kill(), reject(new Error('server did not start')))
            : setTimeout(probe, 200),
        );
    probe();
  });
}

/** Signs a new member up and gives their access token. */
export async function signUpBenchMember(base: string, tag: string) {
  const response = await fetch(`${base}/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Mark',
      email: `${tag}-${Date.now()}@example.com`,
      password: 'Bench-mark-123',
    }),
  });
  return ((await response.json()) as { token: { access_token: string } }).token.access_token;
}

/**
 * Resolves once the process has used under a tenth of a core for half a second: the planner warms up
 * right after listening, and a throughput figure taken during it would measure the warm-up.
 */
export async function settled(pid: number, timeoutMs = 30_000): Promise<void> {
  const cpu = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const before = cpu();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Clock ticks are hundredths of a second: under 5 in 500 ms is under a tenth of a core.
    if (cpu() - before < 5) return;
  }
}
