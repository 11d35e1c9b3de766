import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { StorePersistence } from '@/mocks/store';

/**
 * Keeps the store in a JSON file. Writes are crash-safe and synchronous: a temp file beside it
 * is written and fsynced, then renamed over the old one (atomic on one file system), then the
 * folder is fsynced; only then does save() return, so the store answers a change only once it is
 * on disk. A failed save throws (the store rolls the change back and the request is refused).
 *
 * Start-up (load): temp files left by a process that died mid-write are deleted (the file itself
 * is always the last complete save). A missing file means starting from the seed; an unreadable
 * or unusable one is first set aside as `<name>.corrupt-<time>.json`, so nothing is lost silently.
 */
export function filePersistence(
  file: string,
  warn: (message: string) => void = console.warn,
): StorePersistence {
  const folder = dirname(file);
  const name = basename(file, '.json');
  // Sits beside the data file, so the .gitignore rule for .data/ covers a leftover temp file too.
  const tempOf = (pid: number) => join(folder, `.${name}.${pid}.tmp.json`);
  const temp = tempOf(process.pid);
  const tempPattern = new RegExp(`^\\.${escapeRegExp(name)}\\.(\\d+)\\.tmp\\.json$`);

  function removeLeftoverTemps() {
    let entries: string[];
    try {
      entries = readdirSync(folder);
    } catch {
      return;
    }
    for (const entry of entries) {
      const pid = Number(tempPattern.exec(entry)?.[1] ?? NaN);
      // A live other process may be writing its own temp file right now: leave that one.
      if (!Number.isInteger(pid) || (pid !== process.pid && isAlive(pid))) continue;
      try {
        rmSync(join(folder, entry), { force: true });
        warn(`已删除上次中断写入留下的临时文件 ${entry}`);
      } catch (error) {
        warn(`无法删除临时文件 ${entry}：${String(error)}`);
      }
    }
  }

  function setAside(reason: string) {
    const aside = join(folder, `${name}.corrupt-${Date.now()}.json`);
    try {
      renameSync(file, aside);
      warn(`数据文件 ${file} ${reason}，已另存为 ${aside}，从演示数据开始`);
    } catch (error) {
      warn(`数据文件 ${file} ${reason}，无法另存（${String(error)}），从演示数据开始`);
    }
  }

  return {
    load() {
      removeLeftoverTemps();
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
          warn(`无法读取数据文件 ${file}，从演示数据开始：${String(error)}`);
        return null;
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        setAside('已损坏');
        return null;
      }
    },
    discard() {
      setAside('不是有效的数据');
    },
    save(snapshot) {
      try {
        mkdirSync(folder, { recursive: true });
        const fd = openSync(temp, 'w');
        try {
          writeFileSync(fd, `${JSON.stringify(snapshot, null, 2)}\n`);
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
        renameSync(temp, file);
      } catch (error) {
        try {
          rmSync(temp, { force: true });
        } catch {
          // The error below matters more than a leftover temp file (removed at the next start).
        }
        throw new Error(`无法保存数据文件 ${file}：${String(error)}`, { cause: error });
      }
      syncFolder(folder);
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
