import { sectors } from '@/content/cases';
import type { CatalogueModel } from '@/content/catalogue/types';
import type { SeriesContent } from '@/content/products';
import { usesOf } from '@/content/products/uses';
import { Section } from '@/components/ui/section';
import styles from './model-uses.module.less';

/** Which kitchens the model fits, and what the series does in those of them it describes. */
export function ModelUses({ model, series }: { model: CatalogueModel; series: SeriesContent }) {
  const labels = model.sectors.map((sector) => sectors[sector].label);
  const fits = usesOf(model, series);
  return (
    <Section id="scenes" title="适用场景" tone="soft">
      <p className={styles.fits}>
        适合：
        {labels.map((label) => (
          <span key={label} className={styles.tag}>
            {label}
          </span>
        ))}
      </p>
      <ul className={styles.uses}>
        {fits.map((use) => (
          <li key={use.title}>
            <h3>{use.title}</h3>
            <p>{use.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
