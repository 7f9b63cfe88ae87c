/**
 * DATA_DIR (the embedded database, the development signing key) checked before anything is put in
 * it, so an impossible or full place stops the start at once with a sentence naming DATA_DIR and
 * the problem. Folders are made one level at a time: Node's recursive mkdir never returns when
 * the file system answers ENOENT for a folder whose parent exists (/proc does), spinning a core
 * and leaving no turn for the SIGTERM handler.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, statfsSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {
  constructor(
    readonly dir: string,
    readonly problem: string,
  ) {
    super(`DATA_DIR ${dir}: ${problem}`);
    this.name = 'DataDirError';
  }
}

/** Free bytes for the server's user on the file system holding `p`, or null when it cannot be told. */
export function freeBytes(p: string): number | null {
  try {
    const s = statfsSync(p);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** A sentence for a file system error met while preparing `p` (inside DATA_DIR `dir`). */
export function describeFsError(err: unknown, p: string, dir: string): string {
  const code = (err as NodeJS.ErrnoException | null)?.code ?? 'unknown error';
  switch (code) {
    case 'ENOTDIR':
    case 'EEXIST':
      return `${p} is a file, not a folder (${code}); choose a folder for DATA_DIR`;
    case 'ENOENT':
      return `the folder ${p} cannot be created: this file system does not allow it (ENOENT); choose a folder on a regular disk`;
    case 'EACCES':
    case 'EPERM':
      return `no permission to create or write ${p} (${code}); give the server's user write access or choose another DATA_DIR`;
    case 'EROFS':
      return `${p} is on a read-only file system (EROFS); choose a writable folder`;
    case 'ENOSPC':
    case 'EDQUOT': {
      const free = freeBytes(dir) ?? freeBytes(path.dirname(dir));
      return `the disk holding it is full (${code}${free === null ? '' : `, ${mb(free)} free`}); free some space or move DATA_DIR`;
    }
    default:
      return `${p} cannot be used (${code}: ${(err as Error | null)?.message ?? String(err)})`;
  }
}

/**
 * Makes `dir` (and missing parents) if needed and proves it writable by writing, syncing and
 * removing a small file; throws a `DataDirError` saying what is wrong.
 */
export function ensureDataDir(dir: string): void {
  const missing: string[] = [];
  let existing = dir;
  for (;;) {
    try {
      if (!statSync(existing).isDirectory()) throw new DataDirError(dir, describeFsError({ code: 'ENOTDIR' }, existing, dir));
      break;
    } catch (err) {
      if (err instanceof DataDirError) throw err;
      const code = (err as NodeJS.ErrnoException).code;
      // ENOTDIR: a parent is a file; going up finds it and names it
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw new DataDirError(dir, describeFsError(err, existing, dir));
      const parent = path.dirname(existing);
      if (parent === existing) throw new DataDirError(dir, describeFsError(err, existing, dir));
      missing.unshift(existing);
      existing = parent;
    }
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST' && statSync(folder).isDirectory()) continue; // made meanwhile
      throw new DataDirError(dir, describeFsError(err, folder, dir));
    }
  }
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  let fd: number | null = null;
  try {
    fd = openSync(probe, 'w');
    writeSync(fd, Buffer.alloc(4096));
    fsyncSync(fd);
  } catch (err) {
    throw new DataDirError(dir, describeFsError(err, dir, dir));
  } finally {
    if (fd !== null) closeSync(fd);
    try {
      unlinkSync(probe);
    } catch {
      // never made
    }
  }
}
