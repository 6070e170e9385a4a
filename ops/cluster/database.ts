/** The cluster's PostgreSQL database (docs/adr/0028-a-cluster-of-haproxy-pm2-and-two-of-each.md). */
import pg from 'pg';

/** Creates the cluster's database when missing (dropped first when `fresh`). */
export async function ensureDatabase(databaseUrl: string, fresh = false): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`Nom de base invalide dans DATABASE_URL : « ${name} » (a-z, 0-9, _).`);
  }
  const adminUrl = Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString();
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL ne répond pas (${url.host}) : ${error instanceof Error ? error.message : error}`,
    );
  }
  try {
    if (fresh) await client.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
