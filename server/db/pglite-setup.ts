// The first start of an embedded database, run in a short-lived child process (see openPgliteDir): initdb and
// the migrations. PGlite's WebAssembly memory never shrinks, and initdb alone takes it to ~0.6-0.9 GB (a second
// PGlite and initdb's own module, each with its memory); done here, that peak leaves with the child, and the
// server opens the finished directory in ~0.5 s at a fraction of the memory.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteOptions } from './pglite-options';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('pglite-setup: no data directory given');
const client = await PGlite.create(dataDir, pgliteOptions());
await migrate(drizzle(client), { migrationsFolder });
await client.close();
