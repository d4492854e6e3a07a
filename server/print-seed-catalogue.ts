// The build's view of the catalogue (scripts/prerender.mjs draws the prerendered pricing page's cards
// from it): the plans a fresh database holds once the migrations have seeded it, printed as JSON the
// way GET /subscriptions/plans answers them. Run: node --import tsx server/print-seed-catalogue.ts
import { openDatabase } from './db/client';
import { createPlanCatalog } from './subscriptions/plan-catalog';

const database = await openDatabase({ kind: 'pglite', dataDir: null });
try {
  process.stdout.write(JSON.stringify(await createPlanCatalog(database.db).published()));
} finally {
  await database.close();
}
