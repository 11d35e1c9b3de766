import type { AppInfo, AppScreen, PlatformLink } from '@/content/download';
import type { TitledText } from '@/content/types';
import { Section } from '@/components/ui/section';
import styles from './app-section.module.less';
import { Picture } from '@/components/ui/picture';
import { AppPhone } from './app-phone';

interface AppSectionProps {
  app: AppInfo;
  screen: AppScreen;
  features: TitledText[];
  platforms: PlatformLink[];
  notes: string[];
}

/** The customer app: its home screen in a phone, features, QR code and store links. QR codes elsewhere link to /download#app. */
export function AppSection({ app, screen, features, platforms, notes }: AppSectionProps) {
  return (
    <Section id="app" title={app.name} lead={app.tagline}>
      <div className={styles.layout}>
        <div className={styles.visual}>
          <AppPhone screen={screen} />
        </div>
        <div className={styles.details}>
          <dl className={styles.meta}>
            <div>
              <dt>当前版本</dt>
              <dd>V{app.version}</dd>
            </div>
            <div>
              <dt>更新日期</dt>
              <dd>
                <time dateTime={app.updated}>{app.updated}</time>
              </dd>
            </div>
            <div>
              <dt>安装包大小</dt>
              <dd>{app.size}</dd>
            </div>
          </dl>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p className={styles.featureText}>{feature.text}</p>
              </li>
            ))}
          </ul>
          <div className={styles.get}>
            <figure className={styles.qr}>
              <Picture image={app.qr} />
              <figcaption>手机扫码下载</figcaption>
            </figure>
            <div className={styles.platforms}>
              <p className={styles.platformsTitle}>选择您的手机系统</p>
              <ul className={styles.platformList}>
                {platforms.map((platform) => (
                  <li key={platform.label}>
                    <a className={styles.platform} href={platform.href}>
                      <span className={styles.platformLabel}>{platform.label}</span>
                      <span className={styles.platformDetail}>{platform.detail}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className={styles.notes}>
            <h3 className={styles.notesTitle}>V{app.version} 更新内容</h3>
            <ul>
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
}
