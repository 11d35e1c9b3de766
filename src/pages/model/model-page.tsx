import { use } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isSeriesCtype, type SeriesCtype } from '@/config/series';
import { modelNamed } from '@/content/catalogue/slug';
import { loadSeriesData } from '@/features/catalogue/series-data';
import { useLaterPart } from '@/hooks/use-later-part';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { MissingPageLater } from '@/components/ui/missing-page-later';
import { Page } from '@/components/ui/page';
import { ModelHero } from './sections/model-hero';
import type { ModelLaterProps } from './model-later';
import { loadModelLater } from './model-later-part';
import styles from './model-page.module.less';

/**
 * /product/{ctype}/{model}: one model's page, from the catalogue's typed data. It reads the
 * series' data only (src/app/page-data.ts loads it with the page).
 */
export function ModelPage() {
  const { ctype, model: slug } = useParams();
  if (!isSeriesCtype(ctype)) return <UnknownModel />;
  return <SeriesModelPage ctype={ctype} slug={slug ?? ''} />;
}

function SeriesModelPage({ ctype, slug }: { ctype: SeriesCtype; slug: string }) {
  const { models, content: series } = use(loadSeriesData(ctype));
  const model = modelNamed(models, slug);
  if (!model) return <UnknownModel />;
  return (
    <Page
      route="model"
      title={`${model.model} ${model.name}`}
      description={`澄川厨装${series.name} ${model.model} ${model.name}：${model.summary}`}
      keywords={`${model.model}, ${model.name}, ${series.name}, 商用厨房设备, 澄川厨装`}
      className={styles.page}
      hero={<ModelHero model={model} series={series} />}
    >
      <HydrateLater>
        <ModelLaterPart model={model} models={models} series={series} />
      </HydrateLater>
    </Page>
  );
}

/** Below the first screen, from a chunk of its own (./model-later-part.ts). */
function ModelLaterPart(props: ModelLaterProps) {
  const { ModelLater } = useLaterPart(loadModelLater);
  return <ModelLater {...props} />;
}

function UnknownModel() {
  return (
    <MissingPageLater
      route="model"
      title="型号不存在"
      text="这个型号不在澄川厨装的产品目录中，可能已停产或地址有误。"
      links={[
        { to: paths.product, label: '查看全部产品系列' },
        { to: paths.selector, label: '用选型助手找型号' },
      ]}
      withSeries
    />
  );
}
