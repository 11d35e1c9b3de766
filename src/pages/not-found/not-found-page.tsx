import { paths } from '@/config/paths';
import { MissingPage } from '@/components/ui/missing-page';

export function NotFoundPage() {
  return (
    <MissingPage
      route="notFound"
      text="您访问的页面可能已移动或删除，请检查网址，或从下面的入口继续浏览。"
      links={[
        { to: paths.home, label: '返回首页' },
        { to: paths.case, label: '看看工程案例' },
        { to: paths.contact, label: '联系我们' },
      ]}
      withSeries
    />
  );
}
