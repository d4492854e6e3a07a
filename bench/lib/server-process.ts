import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * A real server process on `port` with its own empty embedded database, resolved once it answers
 * /v1/health: the compiled server that `npm start` runs (callers run ensureServerBuild first, so its
 * time is not counted as the server's start). Serves no SPA unless `env` names a STATIC_DIR.
 */
export function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/index.mjs'], {
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
