// One process per PGlite data directory: PGlite is single-process, and a second opener (a second server,
// the operator CLI while the site runs) corrupts the files. The holder's pid sits in a lock file; a
// lock left by a dead process is taken over.
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'qiulive.lock';

export class DataDirBusy extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `数据目录 ${dataDir} 正被进程 ${pid} 使用（内置数据库同一时间只能由一个进程打开）：请先停止该进程，或设置 DATABASE_URL 使用 PostgreSQL`,
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the directory's lock for this process; the answer releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      return () => rm(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
        throw new DataDirBusy(dataDir, pid);
      // Left by a process that died: remove it and try once more.
      await rm(path, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
