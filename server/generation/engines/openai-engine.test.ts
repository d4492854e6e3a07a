import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePlanData } from '../../testing/fake-engine';
import { createOfflineEngine } from './offline-engine';
import { createOpenAiEngine } from './openai-engine';

/** A local endpoint speaking the OpenAI chat-completions protocol, answering from a script. */
let replies: (() => { status: number; body: unknown })[] = [];
const received: { authorization?: string; body: { model: string; response_format: { type: string } } }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      const reply = replies.shift()?.() ?? { status: 500, body: { error: 'no scripted reply' } };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const completion = (content: string) => () => ({
  status: 200,
  body: { choices: [{ message: { content } }] },
});
const engine = () =>
  createOpenAiEngine({
    baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    fallback: createOfflineEngine({ delayMs: 0 }),
  });
const run = () => engine().generate({ query: 'Dinner in Lisbon', preferences: {} }, () => undefined);

describe('the OpenAI-compatible engine', () => {
  it('asks for structured JSON with the key and model, and returns a validated plan', async () => {
    const plan = samplePlanData('Fado and Candlelight');
    plan.steps[0]!.to_location_website = 'javascript:alert(1)';
    plan.steps[0]!.to_location_phone_number = 'call me maybe';
    replies = [completion(JSON.stringify(plan))];
    received.length = 0;
    const result = await run();
    expect(received[0]?.authorization).toBe('Bearer sk-test');
    expect(received[0]?.body.model).toBe('test-model');
    expect(received[0]?.body.response_format.type).toBe('json_schema');
    expect(result.date_title).toBe('Fado and Candlelight');
    expect(result.steps[0]?.to_location_website).toBeNull();
    expect(result.steps[0]?.to_location_phone_number).toBeNull();
    expect(result.steps[0]?.to_location_google_maps_url).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    expect(result.steps[0]?.notes_or_tips).toMatch(/check it before you go/);
  });

  it('retries once after invalid output', async () => {
    replies = [completion('{"not":"a plan"}'), completion(JSON.stringify(samplePlanData('Second Try')))];
    expect((await run()).date_title).toBe('Second Try');
  });

  it('falls back to the offline engine after two invalid answers', async () => {
    replies = [completion('nonsense'), completion('{}')];
    const result = await run();
    expect(result.date_title).toMatch(/Lisbon/);
    expect(result.steps[0]?.to_location_address).toMatch(/Lisbon, Portugal$/);
  });

  it('falls back to the offline engine when the endpoint fails', async () => {
    replies = [() => ({ status: 500, body: { error: 'down' } })];
    expect((await run()).date_title).toMatch(/Lisbon/);
  });
});
