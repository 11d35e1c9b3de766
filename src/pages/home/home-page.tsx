import { homeHero } from '@/content/home-hero';
import { useLaterPart } from '@/hooks/use-later-part';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { Page } from '@/components/ui/page';
import { HeroSection } from './sections/hero-section';
import { loadHomeLater } from './home-later-part';
import styles from './home-page.module.less';

export function HomePage() {
  return (
    // No description: the site's own is the home page's.
    <Page route="home" className={styles.page} hero={<HeroSection hero={homeHero} />}>
      <HydrateLater>
        <HomeLaterPart />
      </HydrateLater>
    </Page>
  );
}

/** Below the hero, from a chunk of its own (./home-later-part.ts). */
function HomeLaterPart() {
  const { HomeLater } = useLaterPart(loadHomeLater);
  return <HomeLater />;
}
