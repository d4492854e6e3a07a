import { spawn } from 'node:child_process';

// A log file (CI) gets plain text: runners that see a CI variable colour their output otherwise,
// and escape codes make the summaries unreadable to people and tools alike.
function plainWhenLogged(env = process.env) {
  if (process.stdout.isTTY) return env;
  const plain = { ...env, NO_COLOR: '1' };
  delete plain.FORCE_COLOR;
  return plain;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: plainWhenLogged(options.env) });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} exited with ${code}`);
    process.exit(code);
  }
}
