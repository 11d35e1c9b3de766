import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { PageBanner } from '@/components/ui/page-banner';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { SeriesCards } from '@/components/ui/series-cards';
import styles from './not-found-page.module.less';

export function NotFoundPage() {
  return (
    <main id="main">
      <PageMeta title={site.routes.notFound.title} />
      <PageBanner
        title="页面不存在"
        subtitle="您访问的页面可能已移动或删除，请检查网址，或从下面的入口继续浏览。"
      />
      <section id="suggestions" className={`container ${styles.body}`} aria-label="继续浏览">
        <Link className={styles.primary} to={paths.home}>
          返回首页
        </Link>
        <Link to={paths.case}>看看工程案例</Link>
        <Link to={paths.contact}>联系我们</Link>
      </section>
      <Section id="series" title="浏览产品系列" tone="soft">
        <SeriesCards />
      </Section>
    </main>
  );
}
