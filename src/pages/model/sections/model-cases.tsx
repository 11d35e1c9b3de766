import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { caseRender, sectors } from '@/content/cases';
import { casesUsingModel } from '@/content/case-installs';
import type { CatalogueModel } from '@/content/catalogue/types';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import styles from './model-cases.module.less';

/** Projects where this model was installed (none: the section is left out). */
export function ModelCases({ model }: { model: CatalogueModel }) {
  const used = casesUsingModel(model.model);
  if (used.length === 0) return null;
  return (
    <Section id="cases" title="相关案例" lead={`${model.model} 在这些项目中使用。`}>
      <ul className={styles.list} style={{ ['--cases' as string]: Math.min(used.length, 3) }}>
        {used.map((study) => (
          <li key={study.id}>
            <Link to={paths.caseStudy(study.id)} className={styles.card}>
              {/* The case's name follows: the picture has no alt of its own. */}
              <Picture
                image={{ ...caseRender(study), alt: '' }}
                sizes="(max-width: 767.98px) calc(100vw - 40px), 400px"
                loading="lazy"
                decoding="async"
                className={styles.picture}
              />
              <span className={styles.meta}>
                {`${sectors[study.sector].label} · ${study.city} · ${study.year}`}
              </span>
              <span className={styles.name}>{study.name}</span>
              <span className={styles.qty}>{`安装 ${study.quantity}\u00a0台`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
