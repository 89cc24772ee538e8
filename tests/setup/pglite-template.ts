// Vitest global setup: one migrated PGlite data dir, dumped once, that every suite loads in ~0.5 s.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'qiulive-template-'));
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir('gzip');
  await database.close();
  const file = join(dir, 'template.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
