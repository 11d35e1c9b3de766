import {
  capacityFigures,
  equipmentList,
  factoryBanner,
  plantFacts,
  plantImage,
  plantText,
  productionLines,
  qualitySteps,
} from '@/content/factory';
import { CardGrid } from '@/components/ui/card-grid';
import { FigureGrid } from '@/components/ui/figure-grid';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { EquipmentSection } from './sections/equipment-section';
import { LinesSection } from './sections/lines-section';
import { PlantSection } from './sections/plant-section';

export function FactoryPage() {
  return (
    <Page route="factory" description={plantText[1]} banner={factoryBanner}>
      <PlantSection paragraphs={plantText} facts={plantFacts} image={plantImage} />
      <LinesSection lines={productionLines} />
      <Section
        id="capacity"
        title="产能规模"
        lead="标准品常备库存，非标定制按图排产，学校开学季与大型项目可提前锁定产能。"
      >
        <FigureGrid figures={capacityFigures} />
      </Section>
      <Section
        id="quality"
        title="质量管控"
        lead="六道关口层层把关，每台设备都有一份可追溯的质量档案。"
        tone="soft"
      >
        <CardGrid items={qualitySteps} columns={3} numbered />
      </Section>
      <EquipmentSection items={equipmentList} />
    </Page>
  );
}
