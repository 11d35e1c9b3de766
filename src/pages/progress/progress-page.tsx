import {
  milestones,
  progressBanner,
  progressLead,
  todayFigures,
  todayImage,
  todayText,
} from '@/content/progress';
import { Page } from '@/components/ui/page';
import { TimelineSection } from './sections/timeline-section';
import { TodaySection } from './sections/today-section';

export function ProgressPage() {
  return (
    <Page route="progress" description={progressBanner.subtitle} banner={progressBanner}>
      <TimelineSection milestones={milestones} lead={progressLead} />
      <TodaySection paragraphs={todayText} figures={todayFigures} image={todayImage} />
    </Page>
  );
}
