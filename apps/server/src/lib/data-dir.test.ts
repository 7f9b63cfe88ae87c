import { chmodSync, mkdtempSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirError, describeFsError, ensureDataDir } from './data-dir.ts';
import { embeddedStartError, openDatabase } from '../db/client.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'tasreef-datadir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const problemOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    if (err instanceof DataDirError) return err.message;
    throw err;
  }
  throw new Error('expected a DataDirError');
};

describe('ensureDataDir', () => {
  it('makes missing folders one level at a time and leaves no probe behind', () => {
    const dir = path.join(scratch, 'a', 'b', 'c');
    ensureDataDir(dir);
    expect(readdirSync(dir)).toEqual([]);
    ensureDataDir(dir); // again: nothing to do
  });

  it('a folder the file system will not make (/proc) is a prompt error naming DATA_DIR, not an endless loop', () => {
    const started = Date.now();
    expect(problemOf(() => ensureDataDir('/proc/forbidden/data'))).toBe(
      'DATA_DIR /proc/forbidden/data: the folder /proc/forbidden cannot be created: this file system does not allow it (ENOENT); choose a folder on a regular disk',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a path under a regular file names the file', () => {
    const file = path.join(scratch, 'plain-file');
    writeFileSync(file, 'x');
    expect(problemOf(() => ensureDataDir(path.join(file, 'data')))).toBe(`DATA_DIR ${file}/data: ${file} is a file, not a folder (ENOTDIR); choose a folder for DATA_DIR`);
    expect(problemOf(() => ensureDataDir(file))).toContain(`${file} is a file, not a folder`);
  });

  it.skipIf(process.getuid?.() === 0)('a folder without write permission says so (not as root: root writes anyway)', () => {
    const locked = path.join(scratch, 'locked');
    ensureDataDir(locked);
    chmodSync(locked, 0o500);
    try {
      expect(problemOf(() => ensureDataDir(locked))).toContain('no permission to create or write');
    } finally {
      chmodSync(locked, 0o700);
    }
  });

  it('the embedded database refuses an impossible DATA_DIR the same way (the admin CLI opens it too)', async () => {
    await expect(openDatabase({ databaseUrl: null, pgliteDir: '/proc/forbidden/pglite' })).rejects.toThrow(
      /^DATA_DIR \/proc\/forbidden: the folder \/proc\/forbidden cannot be created/,
    );
  });
});

describe('describeFsError', () => {
  const fake = (code: string) => Object.assign(new Error(`${code}: fake`), { code });
  it('turns each file system error into a sentence an operator can act on', () => {
    expect(describeFsError(fake('ENOSPC'), '/srv/data', scratch)).toMatch(/^the disk holding it is full \(ENOSPC, [\d.]+ MB free\); free some space or move DATA_DIR$/);
    expect(describeFsError(fake('EDQUOT'), '/srv/data', scratch)).toMatch(/^the disk holding it is full \(EDQUOT/);
    expect(describeFsError(fake('EROFS'), '/srv/data', scratch)).toBe('/srv/data is on a read-only file system (EROFS); choose a writable folder');
    expect(describeFsError(fake('EACCES'), '/srv/data', scratch)).toContain("give the server's user write access");
    expect(describeFsError(fake('EIO'), '/srv/data', scratch)).toBe('/srv/data cannot be used (EIO: EIO: fake)');
  });

  it("explains PGlite's bare Aborted() and leaves other start errors alone", () => {
    const aborted = new Error('Aborted(). Build with -sASSERTIONS for more info.');
    const explained = embeddedStartError(aborted, path.join(scratch, 'pglite'));
    expect(explained).toBeInstanceOf(DataDirError);
    // plenty of space here: the other likely causes are named
    expect((explained as Error).message).toBe(
      `DATA_DIR ${scratch}: the embedded database in ${scratch}/pglite cannot start (PGlite: Aborted()); the folder may be damaged or in use by another process`,
    );
    const other = new Error('something else');
    expect(embeddedStartError(other, scratch)).toBe(other);
    expect(existsSync(path.join(scratch, 'pglite'))).toBe(false);
  });
});
