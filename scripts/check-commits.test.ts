// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCommits, overLong } from './check-commits';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A repository in a temporary folder; `commit` adds an empty commit and returns its hash. */
function repository() {
  const cwd = mkdtempSync(join(tmpdir(), 'check-commits-'));
  dirs.push(cwd);
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
  };
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q');
  const commit = (subject: string) => {
    git('commit', '-q', '--allow-empty', '-m', subject);
    return git('rev-parse', 'HEAD').trim();
  };
  return { cwd, commit };
}

describe('check:commits', () => {
  it('counts characters, not bytes: 72 Chinese characters pass, 73 fail', () => {
    const commits = [
      { hash: 'a', subject: '澄'.repeat(72) },
      { hash: 'b', subject: 'x'.repeat(73) },
    ];
    expect(overLong(commits).map(({ hash }) => hash)).toEqual(['b']);
  });

  it('fails on a long subject after the base and ignores the history before it', () => {
    const { cwd, commit } = repository();
    commit(`An old subject from before the rule, ${'long '.repeat(12)}`);
    const base = commit('The base');
    commit('A new subject of a decent length');
    const lines: string[] = [];
    expect(checkCommits(cwd, base, (line) => lines.push(line))).toBe(0);

    commit(`A new subject that goes on and on, ${'and on '.repeat(6)}past the limit`);
    lines.length = 0;
    expect(checkCommits(cwd, base, (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toMatch(/1 of 2 subjects over 72 characters/);
  });

  it('reads the base from .ci/commit-base, and passes when the history lacks it', () => {
    const { cwd, commit } = repository();
    const base = commit('The base');
    commit('x'.repeat(80));
    const log = () => {};
    expect(checkCommits(cwd, undefined, log)).toBe(0);
    mkdirSync(join(cwd, '.ci'));
    writeFileSync(join(cwd, '.ci/commit-base'), `${base}\n`);
    expect(checkCommits(cwd, undefined, log)).toBe(1);
    writeFileSync(join(cwd, '.ci/commit-base'), `${'0'.repeat(40)}\n`);
    expect(checkCommits(cwd, undefined, log)).toBe(0);
  });
});
