import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { PageBanner } from '@/components/ui/page-banner';
import { PageMeta } from '@/components/ui/page-meta';
import styles from './route-error.module.less';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch|error loading|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** Shown inside the layout (header and footer stay) when a page fails to load or render. */
export function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  const title = chunk ? '页面加载失败' : '页面出错了';
  const detail = chunk
    ? '网站可能刚刚更新，或网络不稳定。请点击下方按钮重新加载。'
    : '页面遇到了意外问题，请重新加载或返回首页。';
  return (
    <main id="main">
      <PageMeta title={title} />
      <PageBanner title={title} subtitle={detail} />
      <div className={`container ${styles.actions}`}>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          重新加载
        </button>
        <Link to={paths.home}>返回首页</Link>
      </div>
    </main>
  );
}
