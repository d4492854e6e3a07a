import { execFile } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;

/**
 * The subscription plans a fresh database holds (server/print-seed-catalogue.ts): the prerendered
 * pricing page is drawn with them. A child process, since the server's modules are TypeScript.
 */
export function seedCatalogue() {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/print-seed-catalogue.ts'],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`Could not read the seed catalogue: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout));
      },
    );
  });
}
