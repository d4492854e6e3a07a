// Writes public/images/night/: the Dark Mode version of every illustration (see lib/night-illustration.mjs).
// Run after adding or redrawing an illustration; a test fails while a night version is missing or stale.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toNight } from './lib/night-illustration.mjs';

const ILLUSTRATION_FOLDERS = ['kinds', 'themes'];
const images = new URL('../public/images/', import.meta.url).pathname;

for (const folder of ILLUSTRATION_FOLDERS) {
  const target = join(images, 'night', folder);
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(join(images, folder)).filter((file) => file.endsWith('.svg'))) {
    writeFileSync(join(target, name), toNight(readFileSync(join(images, folder, name), 'utf8')));
  }
}
