import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/**
 * `npm run check:commits` (and .ci/run): every commit after a base has a subject of at most 72
 * characters (README, "Habits"). The base is `--base <rev>`, else the commit recorded in
 * .ci/commit-base: the main of the day the rule came in, so the older history (which has longer
 * subjects) is never checked, and a clean clone of main alone still checks each newer commit. A
 * history that does not hold the base (a shallow or unrelated clone) is reported and passes:
 * nothing there can be told new.
 */

export const MAX_SUBJECT = 72;

export interface Commit {
  hash: string;
  subject: string;
}

/** The commits whose subject is longer than `max` characters (code points: 澄 counts one). */
export const overLong = (commits: Commit[], max = MAX_SUBJECT) =>
  commits.filter(({ subject }) => [...subject].length > max);

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const hasCommit = (cwd: string, rev: string) => {
  try {
    git(cwd, 'rev-parse', '--verify', '--quiet', `${rev}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

/** The commits in `base..HEAD`, newest first; null when the history does not hold `base`. */
export function commitsSince(cwd: string, base: string): Commit[] | null {
  if (!hasCommit(cwd, base)) return null;
  return git(cwd, 'log', '--format=%H%x09%s', `${base}..HEAD`)
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash = '', ...subject] = line.split('\t');
      return { hash, subject: subject.join('\t') };
    });
}

/** The base given, else the recorded one (.ci/commit-base), else none. */
export function findBase(cwd: string, given?: string): string | undefined {
  if (given) return given;
  const recorded = join(cwd, '.ci/commit-base');
  return existsSync(recorded) ? readFileSync(recorded, 'utf8').trim() || undefined : undefined;
}

/** Checks the commits after the base in the repository at `cwd`: 0 when all pass, else 1. */
export function checkCommits(
  cwd: string,
  given?: string,
  log: (line: string) => void = console.log,
): number {
  const base = findBase(cwd, given);
  if (!base) {
    log('check:commits: no base given and no .ci/commit-base: nothing to check.');
    return 0;
  }
  const commits = commitsSince(cwd, base);
  if (!commits) {
    log(`check:commits: ${base} is not in this history (a shallow clone?): nothing to check.`);
    return 0;
  }
  const long = overLong(commits);
  for (const { hash, subject } of long)
    log(`${hash.slice(0, 9)} ${[...subject].length} characters: ${subject}`);
  log(
    long.length
      ? `check:commits: ${long.length} of ${commits.length} subjects over ${MAX_SUBJECT} characters.`
      : `check:commits: ${commits.length} subjects since ${base.slice(0, 9)}, none over ${MAX_SUBJECT} characters.`,
  );
  return long.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { base: { type: 'string' } } });
  process.exitCode = checkCommits(process.cwd(), values.base ?? process.env.COMMIT_BASE);
}
