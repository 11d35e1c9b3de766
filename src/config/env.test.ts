// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';

const complete = {
  VITE_APP_ENV: 'preview',
  VITE_API_BASE: 'https://api-pre.chengchuan.example/',
  VITE_UCENTER_URL: 'https://ucenter-pre.chengchuan.example',
  VITE_HOME_URL: 'https://ucenter-pre.chengchuan.example',
  VITE_FILE_HOST: 'https://files.chengchuan.example',
  VITE_STATIC_HOST: 'https://static.chengchuan.example',
  VITE_WX_QR_PREFIX: 'https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=',
  VITE_TOKEN_DOMAINS: 'localhost, .chengchuan.example,.chengchuan-kitchen.example',
  VITE_SITE_ORIGIN: 'https://www-pre.chengchuan.example',
};

describe('readEnv', () => {
  it('reads a complete environment', () => {
    const env = readEnv(complete, '1.0.0');
    expect(env.name).toBe('preview');
    expect(env.apiBase).toBe('https://api-pre.chengchuan.example');
    expect(env.tokenDomains).toEqual([
      'localhost',
      '.chengchuan.example',
      '.chengchuan-kitchen.example',
    ]);
    expect(env.version).toBe('1.0.0');
  });

  it('names the missing variable', () => {
    const { VITE_API_BASE: _omit, ...rest } = complete;
    expect(() => readEnv(rest, '1')).toThrow(EnvError);
    expect(() => readEnv(rest, '1')).toThrow(/VITE_API_BASE/);
    expect(() => readEnv({ ...complete, VITE_FILE_HOST: '  ' }, '1')).toThrow(/VITE_FILE_HOST/);
  });

  it('refuses an unknown environment name', () => {
    expect(() => readEnv({ ...complete, VITE_APP_ENV: 'staging' }, '1')).toThrow(/staging/);
  });

  it('is loaded for the test build from .env.test', async () => {
    const { env } = await import('./env');
    expect(env.name).toBe('test');
    expect(env.apiBase).toBe('https://api-test.chengchuan.example');
  });
});
