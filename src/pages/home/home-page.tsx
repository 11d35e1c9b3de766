import { routeTitle } from '@/config/routes';
import { site } from '@/config/site';
import { homeHero } from '@/content/home-hero';
import { useLaterPart } from '@/hooks/use-later-part';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { PageMeta } from '@/components/ui/page-meta';
import { HeroSection } from './sections/hero-section';
import { loadHomeLater } from './home-later-part';
import styles from './home-page.module.less';

export function HomePage() {
  return (
    <main id="main" className={styles.page}>
      <PageMeta title={routeTitle('home')} description={site.description} />
      <HeroSection hero={homeHero} />
      <HydrateLater>
        <HomeLaterPart />
      </HydrateLater>
    </main>
  );
}

/** Below the hero, from a chunk of its own (./home-later-part.ts). */
function HomeLaterPart() {
  const { HomeLater } = useLaterPart(loadHomeLater);
  return <HomeLater />;
}
