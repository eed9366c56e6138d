/**
 * `pnpm --filter @screening/server start`: reads the environment, opens and migrates the database, seeds it on
 * first start, listens, and closes everything on SIGINT/SIGTERM.
 */
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { seedDemoActivity } from './seed/demo-activity.js';
import { seedIfEmpty } from './seed/seed.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  await database.migrate();
  await seedIfEmpty(database.db);
  // Demo clinics and participants for a demo database (once; skipped where the demo staff are gone).
  await seedDemoActivity(database.db);

  const app = buildApp({ db: database.db, config });
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      console.error(`Error while stopping on ${signal}:`, err);
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // Close the database cleanly before giving up (e.g. the port is taken).
    await app.close();
    await database.close();
    throw err;
  }
  console.log(`Screening API listening on http://${config.host}:${config.port} (${database.kind})`);
}

main().catch((err) => {
  console.error('The API server failed to start:', err);
  process.exit(1);
});
