// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkRelease } from './check-release';

const run = promisify(execFile);

/** A filled site file and environment, as a deployer leaves them (only the fields checked). */
const filled = {
  site: {
    company: { icp: '粤ICP备2006123456号-1', email: 'sales@chengchuan.com.cn' },
    business: { contactPhones: ['138-2883-1234'] },
  },
  footer: { beian: { title: '粤ICP备2006123456号-1', link: 'https://beian.miit.gov.cn/' } },
  env: { apiBase: 'https://api.chengchuan.com.cn', tokenDomains: ['.chengchuan.com.cn'] },
};

describe('check:release', () => {
  it('exits 0 against a filled site file, 1 while a sample fact is left', () => {
    const lines: string[] = [];
    expect(checkRelease(filled, 'production', (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toMatch(/no sample fact left/);

    const left = structuredClone(filled);
    left.site.business.contactPhones = ['138-0000-1234'];
    lines.length = 0;
    expect(checkRelease(left, 'production', (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toContain('site.business.contactPhones[0]');
  });

  it("fails on the repository's own sample facts, naming each (the CLI, through tsx and Vite)", async () => {
    // Without Vitest's own VITE_* variables (the test mode's), which Vite would take over the file's.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(VITE_|NODE_ENV$|MODE$)/.test(name)),
    );
    const failed = await run(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/check-release.ts'],
      { env },
    ).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    for (const fact of [
      '00000000',
      'sales@chengchuan.example',
      '138-0000-1234',
      'https://api.chengchuan.example',
    ])
      expect(failed?.stdout).toContain(fact);
  }, 60_000);
});
