// The first baseline: a bare Node process that opens PGlite on an empty directory and runs one query.
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(process.argv[2]);
await db.query('select 1');
process.send?.({ t: 'ready' });
process.on('disconnect', () => process.exit(0));
