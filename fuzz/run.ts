import { requestForEndpoint, rawRequest, strayRequest, toWire, type FuzzRequest } from './build-request';
import { endpointKey, type Endpoint } from './endpoints';
import type { FuzzContext } from './fuzz-target';
import { createRandom, seedOf } from './prng';
import { sendRaw, type RawResponse } from './raw-http';
import { violationOf } from './verdict';

export interface FuzzOptions {
  port: number;
  endpoints: Endpoint[];
  context: FuzzContext;
  count: number;
  seed: number;
  /** Requests in flight at once; the server sees them interleaved as it would in production. */
  concurrency?: number;
  /** Regenerates and sends only these request numbers, to replay a finding. */
  only?: number[];
  timeoutMs?: number;
}

export interface Violation {
  index: number;
  reason: string;
  request: FuzzRequest;
  response: RawResponse;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  perLabel: Map<string, number>;
  statuses: Map<number, number>;
  violations: Violation[];
  elapsedMs: number;
}

/**
 * Request `index` of a run, from its own seed: mostly aimed at a known endpoint (spread evenly),
 * some at paths that match nothing, some malformed below HTTP.
 */
export function fuzzRequest(seed: number, index: number, endpoints: Endpoint[], context: FuzzContext) {
  const random = createRandom(seedOf(seed, index));
  const roll = random.next();
  if (roll < 0.04) return rawRequest(random);
  if (roll < 0.07) return strayRequest(random, context);
  return requestForEndpoint(random, endpoints[index % endpoints.length]!, context);
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const report: FuzzReport = {
    seed: options.seed,
    sent: 0,
    perLabel: new Map(options.endpoints.map((endpoint) => [endpointKey(endpoint), 0])),
    statuses: new Map(),
    violations: [],
    elapsedMs: 0,
  };
  const indexes = options.only ?? Array.from({ length: options.count }, (_, index) => index);
  let next = 0;
  const worker = async () => {
    while (next < indexes.length) {
      const index = indexes[next++]!;
      const request = fuzzRequest(options.seed, index, options.endpoints, options.context);
      const response = await sendRaw(options.port, toWire(request), {
        timeoutMs: options.timeoutMs ?? 10_000,
        halfClose: request.halfClose,
      });
      report.sent += 1;
      report.perLabel.set(request.label, (report.perLabel.get(request.label) ?? 0) + 1);
      report.statuses.set(response.status, (report.statuses.get(response.status) ?? 0) + 1);
      const reason = violationOf(request.method, response);
      if (reason) report.violations.push({ index, reason, request, response });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  report.violations.sort((a, b) => a.index - b.index);
  report.elapsedMs = Date.now() - started;
  return report;
}

const shorten = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;

/** A finding as text: the request exactly as sent (JSON-escaped) and how to send it again. */
export function describeViolation(violation: Violation, seed: number): string {
  const wire = toWire(violation.request).toString('latin1');
  return [
    `#${violation.index} ${violation.request.label}: ${violation.reason}`,
    `  replay: FUZZ_SEED=${seed} FUZZ_ONLY=${violation.index} npm run fuzz`,
    `  request: ${shorten(JSON.stringify(wire), 600)}`,
    `  response: ${violation.response.status} ${shorten(violation.response.body, 300)}`,
  ].join('\n');
}

export function formatReport(report: FuzzReport, shownViolations = 10): string {
  const lines = [
    `${report.sent} requests in ${(report.elapsedMs / 1000).toFixed(1)} s (seed ${report.seed})`,
  ];
  lines.push('Requests per endpoint:');
  for (const [label, count] of [...report.perLabel].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${String(count).padStart(5)}  ${label}`);
  }
  lines.push('Statuses:');
  for (const [status, count] of [...report.statuses].sort(([a], [b]) => a - b)) {
    lines.push(`  ${status === 0 ? 'none' : status}  ${count}`);
  }
  if (report.violations.length === 0) {
    lines.push('No violations: no 5xx, no silent connection, every error a JSON {detail}.');
  } else {
    lines.push(
      `${report.violations.length} violations; the first ${Math.min(shownViolations, report.violations.length)}:`,
    );
    for (const violation of report.violations.slice(0, shownViolations)) {
      lines.push(describeViolation(violation, report.seed));
    }
  }
  return lines.join('\n');
}
