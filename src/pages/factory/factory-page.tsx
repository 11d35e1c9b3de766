import {
  capacityFigures,
  capacityHeading,
  equipmentList,
  factoryBanner,
  plantFacts,
  plantImage,
  plantText,
  productionLines,
  qualityHeading,
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
      <Section {...capacityHeading}>
        <FigureGrid figures={capacityFigures} />
      </Section>
      <Section {...qualityHeading} tone="soft">
        <CardGrid items={qualitySteps} columns={3} numbered />
      </Section>
      <EquipmentSection items={equipmentList} />
    </Page>
  );
}
