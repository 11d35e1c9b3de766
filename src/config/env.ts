/** The build environment, read once from import.meta.env and validated at start-up. */
export type AppEnvName = 'development' | 'test' | 'preview' | 'production';

export interface AppEnv {
  name: AppEnvName;
  apiBase: string;
  ucenterUrl: string;
  homeUrl: string;
  fileHost: string;
  staticHost: string;
  wxQrPrefix: string;
  tokenDomains: string[];
  siteOrigin: string;
  version: string;
}

/** Every variable a build needs; each .env.* file sets them all (env-files.test.ts). */
export const REQUIRED_ENV = [
  'VITE_APP_ENV',
  'VITE_API_BASE',
  'VITE_UCENTER_URL',
  'VITE_HOME_URL',
  'VITE_FILE_HOST',
  'VITE_STATIC_HOST',
  'VITE_WX_QR_PREFIX',
  'VITE_TOKEN_DOMAINS',
  'VITE_SITE_ORIGIN',
] as const;

type RawEnv = Partial<Record<(typeof REQUIRED_ENV)[number], string>>;

const ENV_NAMES: readonly AppEnvName[] = ['development', 'test', 'preview', 'production'];

export class EnvError extends Error {}

export function readEnv(raw: RawEnv, version: string): AppEnv {
  const missing = REQUIRED_ENV.filter((key) => !raw[key]?.trim());
  if (missing.length > 0) {
    throw new EnvError(
      `缺少环境变量 ${missing.join(', ')}：请检查 .env.<环境> 文件（见 README “四个环境”）。`,
    );
  }
  const value = (key: (typeof REQUIRED_ENV)[number]) => (raw[key] ?? '').trim();
  const name = value('VITE_APP_ENV');
  if (!ENV_NAMES.includes(name as AppEnvName)) {
    throw new EnvError(
      `环境变量 VITE_APP_ENV 的值 “${name}” 无效，应为 ${ENV_NAMES.join(' / ')}。`,
    );
  }
  return {
    name: name as AppEnvName,
    apiBase: value('VITE_API_BASE').replace(/\/$/, ''),
    ucenterUrl: value('VITE_UCENTER_URL'),
    homeUrl: value('VITE_HOME_URL'),
    fileHost: value('VITE_FILE_HOST').replace(/\/$/, ''),
    staticHost: value('VITE_STATIC_HOST').replace(/\/$/, ''),
    wxQrPrefix: value('VITE_WX_QR_PREFIX'),
    tokenDomains: value('VITE_TOKEN_DOMAINS')
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
    siteOrigin: value('VITE_SITE_ORIGIN').replace(/\/$/, ''),
    version,
  };
}

export const env: AppEnv = readEnv(import.meta.env, __BUILD_ID__);
