/**
 * Measures plan generation with the offline engine on a real server process:
 *  1. time from POST /generate to the first progress event and to completion (SSE), p50 and p95;
 *  2. memory of one server process holding 1,000 concurrent progress streams;
 *  3. start-up time of a server process, and the time and memory the world's cities take to load;
 *  4. memory at start, after the plans of (1) and with the streams of (2) open;
 *  5. authenticated reads (/me, a plan list of 20) as a share of a bare Fastify hello-world's rate.
 * Run: npm run bench (the API only; the SPA is not needed)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import { ensureServerBuild } from '../scripts/lib/ensure.mjs';
import { signUpBenchMember, startServer } from './lib/server-process';
import { createThrowawayDatabase } from '../server/testing/test-database';
import { measureHelloWorld, measureReads, printReads } from './lib/throughput';

const ROOT = new URL('../', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** Realistic descriptions in the six languages, so the measurement covers every lexicon. */
const DESCRIPTIONS = [
  'A romantic evening in Rome with dinner and a show',
  'Una cena romántica en Madrid con tapas y flamenco, sin alcohol',
  'Un dîner à Lyon puis une balade au bord du Rhône, 100 € pour deux',
  'Jantar e fado em Lisboa, depois um passeio',
  'Ein Abend in Wien: Oper und danach Kaffee und Kuchen',
  'Una serata a Napoli con pizza e una passeggiata sul lungomare',
  'Ramen then karaoke in Tokyo, no bars please, 6 to 10pm',
  'Our anniversary in Bath: afternoon tea and the Roman Baths, about £120',
];
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);

/** CPU seconds a process has used (user and system): a start-up figure the machine's load does not stretch. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function measureLatency(base: string) {
  const first: number[] = [];
  const done: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const email = `bench-${index}-${Date.now()}@example.com`;
    const started = performance.now();
    const response = await fetch(`${base}/v1/date-planner/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: DESCRIPTIONS[index % DESCRIPTIONS.length], guest_email: email }),
    });
    const { plan_id } = (await response.json()) as { plan_id: string };
    const stream = await fetch(`${base}/v1/date-planner/sse/${plan_id}?email=${encodeURIComponent(email)}`);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let sawFirst = false;
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      text += decoder.decode(value, { stream: true });
      if (!sawFirst && text.includes('event: DatePlanProgress')) {
        sawFirst = true;
        first.push(performance.now() - started);
      }
      if (text.includes('"is_complete":true')) {
        done.push(performance.now() - started);
        await reader.cancel();
        break;
      }
    }
  }
  return { first, done };
}

function openStream(port: number, path: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.once('data', () => resolve(request));
      response.on('error', () => undefined);
    });
    request.on('error', reject);
  });
}

async function measureStreams(port: number, databaseUrl?: string) {
  // Slow progress keeps one plan generating for the whole measurement.
  const server = await startServer(port, {
    GENERATION_STEP_DELAY_MS: '10000',
    ...(databaseUrl
      ? { DATABASE_URL: (await createThrowawayDatabase(databaseUrl, 'datecraft_bench')).url }
      : {}),
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const token = await signUpBenchMember(base, 'streams');
    const { plan_id } = (await (
      await fetch(`${base}/v1/date-planner/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'Dinner and a show in London' }),
      })
    ).json()) as { plan_id: string };
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = rssMb(server.pid!);
    const requests: http.ClientRequest[] = [];
    for (let batch = 0; batch < STREAMS; batch += 100) {
      const opened = await Promise.all(
        Array.from({ length: Math.min(100, STREAMS - batch) }, () =>
          openStream(port, `/v1/date-planner/sse/${plan_id}?token=${token}`),
        ),
      );
      requests.push(...opened);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = rssMb(server.pid!);
    for (const request of requests) request.destroy();
    return { streams: requests.length, before, after };
  } finally {
    server.kill('SIGTERM');
  }
}

/** The world's cities loaded alone in a fresh process, from their pack as a server start reads it. */
function measureWorldLoad(): Promise<{ ms: number; mb: number }> {
  const script = `
    const { readFileSync } = await import('node:fs');
    const { openCityPack } = await import('./server/generation/world/city-pack.ts');
    const before = process.memoryUsage().rss;
    const started = performance.now();
    openCityPack(readFileSync('dist-server/world.bin')).citiesNamed('paris');
    const ms = performance.now() - started;
    globalThis.gc?.();
    console.log(JSON.stringify({ ms, mb: (process.memoryUsage().rss - before) / 1048576 }));`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}'))
        : reject(new Error('world load failed')),
    );
  });
}

async function main() {
  await ensureServerBuild();
  const port = 3470;
  const startedAt = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'datecraft-bench-'));
  const server = await startServer(port, { DATA_DIR: dataDir });
  const startupMs = performance.now() - startedAt;
  const startupCpu = cpuSeconds(server.pid!);
  // The planner warms up right after listening: idle memory is read once that is over.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const startupRss = rssMb(server.pid!);
  let latency: Awaited<ReturnType<typeof measureLatency>>;
  let afterPlansRss: number;
  try {
    latency = await measureLatency(`http://127.0.0.1:${port}`);
    afterPlansRss = rssMb(server.pid!);
  } finally {
    server.kill('SIGTERM');
  }
  await new Promise((resolve) => server.once('exit', resolve));
  // A restart opens the directory the first start created (initdb runs only once per directory).
  const restartedAt = performance.now();
  const restarted = await startServer(port, { DATA_DIR: dataDir });
  const restartMs = performance.now() - restartedAt;
  const restartCpu = cpuSeconds(restarted.pid!);
  restarted.kill('SIGTERM');
  console.log(
    `Start-up (embedded database, until /v1/health answers): new directory ${(startupMs / 1000).toFixed(1)} s (${startupCpu.toFixed(2)} s of CPU), restart ${(restartMs / 1000).toFixed(1)} s (${restartCpu.toFixed(2)} s of CPU); idle RSS ${startupRss.toFixed(0)} MB, after ${RUNS} plans ${afterPlansRss.toFixed(0)} MB; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  const embedded = await measureStreams(3471);
  const postgres = process.env.BENCH_DATABASE_URL
    ? await measureStreams(3472, process.env.BENCH_DATABASE_URL)
    : null;
  const world = await measureWorldLoad();
  const hello = await measureHelloWorld(3473);
  const readsEmbedded = await measureReads(3474);
  const readsPostgres = process.env.BENCH_DATABASE_URL
    ? await measureReads(
        3475,
        (await createThrowawayDatabase(process.env.BENCH_DATABASE_URL, 'datecraft_bench')).url,
      )
    : null;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`Load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(
    `Start-up (embedded database, until /v1/health answers): ${ms(startupMs)} (${startupCpu.toFixed(2)} s of CPU), idle RSS ${startupRss.toFixed(0)} MB`,
  );
  console.log(`  of which the world's cities: ${ms(world.ms)} and ${world.mb.toFixed(0)} MB`);
  console.log(`RSS after ${RUNS} plans: ${afterPlansRss.toFixed(0)} MB`);
  console.log(`Generation with the offline engine (default GENERATION_STEP_DELAY_MS), ${RUNS} runs:`);
  console.log(
    `  generate -> first progress event: p50 ${ms(percentile(latency.first, 0.5))}, p95 ${ms(percentile(latency.first, 0.95))}`,
  );
  console.log(
    `  generate -> completed:            p50 ${ms(percentile(latency.done, 0.5))}, p95 ${ms(percentile(latency.done, 0.95))}`,
  );
  for (const [label, result] of [
    ['embedded PGlite', embedded],
    ['PostgreSQL', postgres],
  ] as const) {
    if (!result) continue;
    console.log(`Concurrent progress streams on one process (${label}): ${result.streams} open`);
    console.log(
      `  server RSS ${result.before.toFixed(0)} MB before, ${result.after.toFixed(0)} MB with the streams open (${(result.after - result.before).toFixed(0)} MB for the streams)`,
    );
  }
  printReads(hello, [
    ['embedded PGlite', readsEmbedded],
    ['PostgreSQL', readsPostgres],
  ]);
}

await main();
