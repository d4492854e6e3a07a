/** A throwaway database on the PostgreSQL server named by `serverUrl` (BENCH_DATABASE_URL). */
export async function freshPostgresUrl(serverUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `datecraft_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
