import { describe, expect, it } from 'vitest';
import { createTrustedDevices, TRUSTED_DEVICE_LIFETIME_SECONDS } from './trusted-devices';

const secret = new TextEncoder().encode('test-secret-that-is-at-least-32-characters');
const ada = { id: '00000000-0000-4000-8000-000000000001', passwordHash: '$argon2id$v=19$ada-first' };
const bob = { id: '00000000-0000-4000-8000-000000000002', passwordHash: '$argon2id$v=19$bob-first' };

function devicesAt(now = Date.UTC(2030, 0, 1)) {
  const clock = { now };
  return { devices: createTrustedDevices(secret, () => clock.now), clock };
}

describe('createTrustedDevices', () => {
  it('recognises the device for the account and password it signed in with, and no other', () => {
    const { devices } = devicesAt();
    const cookie = devices.remember(undefined, ada);
    expect(devices.recognise(cookie, ada)).toMatch(/^[\w-]{16}$/);
    expect(devices.recognise(cookie, bob)).toBeNull();
    expect(devices.recognise(cookie, { ...ada, passwordHash: '$argon2id$v=19$ada-second' })).toBeNull();
    expect(devices.recognise(undefined, ada)).toBeNull();
  });

  it('refuses a token that was altered or signed with another secret', () => {
    const { devices } = devicesAt();
    const cookie = devices.remember(undefined, ada);
    const [userId, tag, issued, deviceId, mac] = cookie.split('.');
    expect(devices.recognise([userId, tag, Number(issued) + 1, deviceId, mac].join('.'), ada)).toBeNull();
    // Another last character, whatever the last one was (an 'A' swapped for an 'A' alters nothing).
    const altered = `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`;
    expect(devices.recognise(altered, ada)).toBeNull();
    const other = createTrustedDevices(new TextEncoder().encode('another-secret-of-at-least-32-characters'));
    expect(devices.recognise(other.remember(undefined, ada), ada)).toBeNull();
  });

  it('stops trusting a device after its lifetime', () => {
    const { devices, clock } = devicesAt();
    const cookie = devices.remember(undefined, ada);
    clock.now += (TRUSTED_DEVICE_LIFETIME_SECONDS - 1) * 1000;
    expect(devices.recognise(cookie, ada)).not.toBeNull();
    clock.now += 2000;
    expect(devices.recognise(cookie, ada)).toBeNull();
  });

  it('keeps one token per account, for up to five accounts, newest first', () => {
    const { devices } = devicesAt();
    const accounts = Array.from({ length: 6 }, (_, i) => ({
      id: `00000000-0000-4000-8000-00000000001${i}`,
      passwordHash: `hash-${i}`,
    }));
    let cookie: string | undefined;
    for (const account of accounts) cookie = devices.remember(cookie, account);
    cookie = devices.remember(cookie, accounts[5]!);
    expect(cookie!.split('~')).toHaveLength(5);
    expect(devices.recognise(cookie, accounts[0]!)).toBeNull();
    for (const account of accounts.slice(1)) expect(devices.recognise(cookie, account)).not.toBeNull();
  });
});
