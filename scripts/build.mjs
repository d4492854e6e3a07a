// npm run build: the web app into dist/ (see lib/build-web.mjs).
import { buildWebApp } from './lib/build-web.mjs';

await buildWebApp();
