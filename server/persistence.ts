import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { StorePersistence, StoreSnapshot } from '@/mocks/store';

/**
 * Keeps the store in a JSON file. Writes are crash-safe: a temp file beside it is written and
 * fsynced, then renamed over the old one (atomic on one file system), then the folder is fsynced.
 * A missing or unreadable file means starting from the seed.
 */
export function filePersistence(
  file: string,
  warn: (message: string) => void = console.warn,
): StorePersistence {
  const folder = dirname(file);
  // Ends in .json so the .gitignore rule for server/data/*.json covers a leftover temp file too.
  const temp = join(folder, `.${basename(file, '.json')}.${process.pid}.tmp.json`);
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
          warn(`无法读取数据文件 ${file}，从演示数据开始：${String(error)}`);
        return null;
      }
      try {
        return JSON.parse(text) as StoreSnapshot;
      } catch {
        warn(`数据文件 ${file} 已损坏，从演示数据开始`);
        return null;
      }
    },
    save(snapshot) {
      try {
        mkdirSync(folder, { recursive: true });
        const fd = openSync(temp, 'w');
        try {
          writeSync(fd, `${JSON.stringify(snapshot, null, 2)}\n`);
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
        renameSync(temp, file);
        syncFolder(folder);
      } catch (error) {
        warn(`无法保存数据文件 ${file}：${String(error)}`);
      }
    },
  };
}

function syncFolder(folder: string) {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems cannot fsync a folder; the rename itself is still atomic.
  }
}
