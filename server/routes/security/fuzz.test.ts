import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFuzzTarget, type FuzzTarget } from '../../../fuzz/fuzz-target';
import { toWire } from '../../../fuzz/build-request';
import { describeViolation, formatReport, fuzzRequest, runFuzz } from '../../../fuzz/run';

/** A fixed seed keeps `npm test` repeatable; `npm run fuzz` explores new ones. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const COUNT = 600;

let target: FuzzTarget;
beforeAll(async () => {
  target = await startFuzzTarget();
});
afterAll(() => target.close());

describe(`fuzzing every endpoint (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`answers ${COUNT} malformed requests without a 5xx, and every error as JSON {detail}`, async () => {
    const report = await runFuzz({ ...target, count: COUNT, seed: SEED });
    const findings = report.violations.slice(0, 5).map((violation) => describeViolation(violation, SEED));
    expect(findings, formatReport(report)).toEqual([]);
    expect(report.sent).toBe(COUNT);
    // The requests reached every route, not just the router's 404.
    for (const [label, count] of report.perLabel) expect(count, label).toBeGreaterThan(0);
  }, 120_000);

  it('regenerates any request from the seed and its number alone, so findings can be replayed', () => {
    const wire = (index: number) => toWire(fuzzRequest(SEED, index, target.endpoints, target.context));
    for (const index of [0, 1, 137, 599]) expect(wire(index).equals(wire(index))).toBe(true);
    expect(wire(1).equals(wire(2))).toBe(false);
  });

  it('leaves the server healthy', async () => {
    expect((await target.test.app.inject({ url: '/v1/health' })).statusCode).toBe(200);
  });
});
