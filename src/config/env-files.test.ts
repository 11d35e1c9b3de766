// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnv, REQUIRED_ENV } from './env';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The four build environments' files at the repo root, checked against docs/BRAND.md. */
function readDotEnv(name: string): Record<string, string> {
  const text = readFileSync(resolve(ROOT, `.env.${name}`), 'utf8');
  const vars: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const eq = trimmed.indexOf('=');
    expect(eq, `malformed line in .env.${name}: ${line}`).toBeGreaterThan(0);
    vars[trimmed.slice(0, eq).trim()] = trimmed
      .slice(eq + 1)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2');
  }
  return vars;
}

const TOKEN_DOMAINS = ['localhost', '.chengchuan.example', '.chengchuan-kitchen.example'];
const FILE_HOST = 'https://files.chengchuan.example';
const STATIC_HOST = 'https://static.chengchuan.example';
const WX_QR_PREFIX = 'https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=';

describe('.env.* files', () => {
  it.each(['development', 'test', 'preview', 'production'])(
    '.env.%s has every variable env.ts requires, non-empty, and names its environment',
    (name) => {
      const vars = readDotEnv(name);
      for (const key of REQUIRED_ENV) {
        expect(vars[key]?.trim(), `${key} in .env.${name}`).toBeTruthy();
      }
      const env = readEnv(vars, 'x');
      expect(env.name).toBe(name);
      expect(env.tokenDomains).toEqual(TOKEN_DOMAINS);
      expect(env.staticHost).toBe(STATIC_HOST);
    },
  );

  it('development talks to the local contract API on port 3003 and the in-app customer centre', () => {
    const env = readEnv(readDotEnv('development'), 'x');
    expect(env.apiBase).toBe('http://localhost:3003');
    expect(env.ucenterUrl).toBe('/ucenter');
  });

  it.each([
    ['test', 'https://api-test.chengchuan.example', 'https://ucenter-test.chengchuan.example'],
    ['preview', 'https://api-pre.chengchuan.example', 'https://ucenter-pre.chengchuan.example'],
    ['production', 'https://api.chengchuan.example', 'https://ucenter.chengchuan.example'],
  ])('.env.%s uses the docs/BRAND.md hosts', (name, apiBase, ucenter) => {
    const env = readEnv(readDotEnv(name), 'x');
    expect(env.apiBase).toBe(apiBase);
    expect(env.ucenterUrl).toBe(ucenter);
    expect(env.fileHost).toBe(FILE_HOST);
    expect(env.staticHost).toBe(STATIC_HOST);
    expect(env.wxQrPrefix).toBe(WX_QR_PREFIX);
    expect(env.tokenDomains).toEqual(TOKEN_DOMAINS);
  });
});
