import { env, type AppEnvName } from '@/config/env';
import styles from './env-badge.module.less';

const LABELS: Record<AppEnvName, string> = {
  development: '开发环境',
  test: '测试环境',
  preview: '预发布环境',
  production: '正式环境',
};

/** Tells QA which build they are on, at the end of every page; production shows nothing. */
export function EnvBadge() {
  if (env.name === 'production') return null;
  return (
    <div className={styles.badge} data-testid="env-badge" title={`版本 ${env.version}`}>
      {LABELS[env.name]} · {env.name}
    </div>
  );
}
