import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens';

const secret = new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256-tokens');
const claims = {
  userId: '7f1c5a52-2d3b-4a7e-9a51-2f1d2c3b4a5e',
  sessionId: '0d7e8f9a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
};

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('asks whether the session is live on every request, even for a token already checked', async () => {
    let live = true;
    const tokens = createAccessTokens(secret, 600, { isLive: async () => live });
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    live = false;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('stops accepting a token once it expires, however often it was accepted before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
    const tokens = createAccessTokens(secret, 60, { isLive: async () => true });
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-27T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered', async () => {
    const tokens = createAccessTokens(secret, 600, { isLive: async () => true });
    const other = createAccessTokens(
      new TextEncoder().encode('another-secret-that-is-long-enough-too'),
      600,
      {
        isLive: async () => true,
      },
    );
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(await other.issue(claims))).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', sid: claims.sessionId })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });
});
