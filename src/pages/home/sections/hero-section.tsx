import { company } from '@/config/company';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { homeHero } from '@/content/home-hero';
import styles from './hero-section.module.less';
import { Picture } from '@/components/ui/picture';

/** Full-width dark hero under the transparent header; holds the page's one <h1>. */
export function HeroSection({ hero }: { hero: typeof homeHero }) {
  return (
    <section id="hero" className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>澄川厨装 · 始于 {company.founded}</p>
          <h1 id="home-title" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.subtitle}>{hero.subtitle}</p>
          <ul className={styles.points}>
            {hero.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Link to={paths.product} className={styles.primary}>
              查看产品
            </Link>
            <Link to={paths.contact} className={styles.secondary}>
              联系我们
            </Link>
          </div>
        </div>
        <Picture
          image={hero.art}
          className={styles.art}
          sizes="(max-width: 1000px) min(calc(100vw - 40px), 520px), 640px"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
