import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ensureChromium } from './ensure.mjs';

const missing = () => join(mkdtempSync(join(tmpdir(), 'chromium-')), 'chromium');

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', async () => {
    const path = missing();
    writeFileSync(path, '');
    const install = vi.fn();
    expect(await ensureChromium(path, { canInstall: true, install })).toBeNull();
    expect(install).not.toHaveBeenCalled();
  });

  it('installs it when it can, and is done once the binary is there', async () => {
    const path = missing();
    const install = vi.fn(async () => writeFileSync(path, ''));
    expect(await ensureChromium(path, { canInstall: true, install })).toBeNull();
    expect(install).toHaveBeenCalledOnce();
  });

  it('names the exact command when it cannot install', async () => {
    const install = vi.fn();
    const reason = await ensureChromium(missing(), { canInstall: false, install });
    expect(reason).toContain('sudo apt-get install -y chromium');
    expect(install).not.toHaveBeenCalled();
  });

  it('says so when the install left no binary at the path', async () => {
    const reason = await ensureChromium(missing(), { canInstall: true, install: async () => {} });
    expect(reason).toMatch(/still missing; set CHROMIUM_PATH/);
  });
});
