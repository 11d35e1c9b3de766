import { site } from '@/config/site';
import {
  milestones,
  progressBanner,
  progressLead,
  todayFigures,
  todayImage,
  todayText,
} from '@/content/progress';
import { PageBanner } from '@/components/ui/page-banner';
import { PageMeta } from '@/components/ui/page-meta';
import { TimelineSection } from './sections/timeline-section';
import { TodaySection } from './sections/today-section';

export function ProgressPage() {
  return (
    <main id="main">
      <PageMeta title={site.routes.progress.title} description={progressBanner.subtitle} />
      <PageBanner
        title={progressBanner.title}
        subtitle={progressBanner.subtitle}
        image={progressBanner.image}
      />
      <TimelineSection milestones={milestones} lead={progressLead} />
      <TodaySection paragraphs={todayText} figures={todayFigures} image={todayImage} />
    </main>
  );
}
