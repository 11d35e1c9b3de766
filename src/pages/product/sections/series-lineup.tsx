import { paths } from '@/config/paths';
import type { CatalogueModel } from '@/content/catalogue/types';
import { modelIllustration } from '@/content/catalogue/render-image';
import { LinkCardGrid, type LinkCard } from '@/components/ui/link-card-grid';
import { Section } from '@/components/ui/section';
import { capacityText, formatDimensions } from '@/features/catalogue/format';

/** The series' models as picture cards, each leading to its model page. */
export function SeriesLineup({ name, models }: { name: string; models: CatalogueModel[] }) {
  const cards: LinkCard[] = models.flatMap((model) => {
    const image = modelIllustration(model.model, `${model.model} ${model.name}产品效果图`);
    if (!image) return [];
    return [
      {
        title: `${model.model} ${model.name}`,
        tag: capacityText(model),
        text: `外形 ${formatDimensions(model.dimensionsMm)}`,
        href: paths.model(model),
        image,
      },
    ];
  });
  return (
    <Section
      id="lineup"
      title="型号一览"
      tone="soft"
      tight
      lead={`${name}共 ${models.length}\u00a0个标准型号，点开查看规格、适用场景与工程案例。`}
    >
      <LinkCardGrid
        items={cards}
        columns={4}
        framed
        // The first row (four at 1366 px, two on a phone) is on the first screen: the page's LCP.
        eagerFirst={4}
        mobileColumns={2}
        cta="查看详情"
        sizes="(max-width: 767.98px) calc(50vw - 32px), (max-width: 1100px) 33vw, 280px"
      />
    </Section>
  );
}
