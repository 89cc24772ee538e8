// The second baseline: a bare Node process that opens an empty data directory the way the server does
// (server/db/client.ts: made by a child process, opened with the server's settings, migrated), and runs one query.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';

const database = await openDatabase({ dataDir: process.argv[2]! });
await database.db.execute(sql`select 1`);
process.send?.({ t: 'ready' });
process.on('disconnect', () => process.exit(0));
