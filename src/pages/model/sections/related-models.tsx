import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { CatalogueModel } from '@/content/catalogue/types';
import type { SeriesContent } from '@/content/products';
import { ProductImage } from '@/components/ui/product-image';
import { Section } from '@/components/ui/section';
import { CompareCheckbox } from '@/features/compare/compare-checkbox';
import { capacityText } from '@/features/catalogue/format';
import styles from './related-models.module.less';

interface RelatedModelsProps {
  model: CatalogueModel;
  /** The series' models, this one included. */
  models: CatalogueModel[];
  series: SeriesContent;
}

/** The other models of the series, each with its page link and compare box. */
export function RelatedModels({ model, models, series }: RelatedModelsProps) {
  const others = models.filter((other) => other.model !== model.model);
  return (
    <Section id="related" title={`${series.name}其他型号`} tone="soft">
      <ul className={styles.list}>
        {others.map((other) => (
          <li key={other.model} className={styles.card}>
            <Link to={paths.model(other)} className={styles.link}>
              {/* The text beside it names the model: the picture has no alt of its own. */}
              <ProductImage model={other.model} alt="" sizes="112px" className={styles.thumb} />
              <span className={styles.text}>
                <span className={styles.code}>{other.model}</span>
                <span className={styles.name}>{other.name}</span>
                <span className={styles.capacity}>{capacityText(other)}</span>
              </span>
            </Link>
            <CompareCheckbox model={other.model} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
