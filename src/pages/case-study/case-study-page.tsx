import { useParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { seriesName } from '@/config/series';
import { caseBeforeRender, caseRender, sectors } from '@/content/cases';
import { caseStudies } from '@/content/case-studies';
import { findModel } from '@/content/catalogue';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { FigureGrid } from '@/components/ui/figure-grid';
import { MissingPageLater } from '@/components/ui/missing-page-later';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import styles from './case-study-page.module.less';
import { CaseQuote } from './sections/case-quote';
import { KitchenFigure } from './sections/kitchen-figure';

/** /case/{id}: one project — the kitchen's problem, what was installed, the result in figures. */
export function CaseStudyPage() {
  const { id } = useParams();
  const study = caseStudies.find((item) => item.id === id);
  if (!study) {
    return (
      <MissingPageLater
        route="caseStudy"
        title="案例不存在"
        text="这个案例不在澄川厨装的案例库中，可能地址有误。"
        links={[
          { to: paths.case, label: '查看全部工程案例' },
          { to: paths.contact, label: '联系我们' },
        ]}
      />
    );
  }
  const sector = sectors[study.sector];
  return (
    <Page
      route="caseStudy"
      title={study.name}
      description={`${study.scale}。${study.result}`}
      banner={{ subtitle: `${sector.label} · ${study.city} · ${study.year} 年 · ${study.scale}` }}
      breadcrumb={
        <Breadcrumb
          items={[
            { title: '首页', href: paths.home },
            { title: '工程案例', href: paths.case },
            { title: study.name },
          ]}
        />
      }
    >
      <Section id="result" title="项目成果">
        <FigureGrid figures={study.figures} />
        <p className={styles.result}>{study.result}</p>
      </Section>
      <Section id="problem" title="改造前的难题" tone="soft">
        <div className={styles.split}>
          <p className={styles.problem}>{study.problem}</p>
          <KitchenFigure className={styles.kitchen} image={caseBeforeRender(study)}>
            改造前：设备老化、油污积存、通道堆放杂物（示意图）。
          </KitchenFigure>
        </div>
      </Section>
      <Section id="installed" title="交付设备" lead="点击型号查看规格参数。">
        <KitchenFigure className={styles.after} image={caseRender(study)} wide>
          改造后：本项目交付设备按实际尺寸生成的布置效果图。
        </KitchenFigure>
        <table className={styles.table}>
          <caption className="visually-hidden">{`${study.name}交付设备清单`}</caption>
          <thead>
            <tr>
              <th scope="col">型号</th>
              <th scope="col">名称</th>
              <th scope="col">系列</th>
              <th scope="col">数量</th>
            </tr>
          </thead>
          <tbody>
            {study.installed.map((item) => {
              const model = findModel(item.model);
              return (
                <tr key={item.model}>
                  <th scope="row">
                    {model ? <Link to={paths.model(model)}>{item.model}</Link> : item.model}
                  </th>
                  <td>{model?.name ?? '—'}</td>
                  <td>{model ? seriesName(model.ctype) : '—'}</td>
                  <td>{`${item.quantity}\u00a0台`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Section>
      <CaseQuote study={study} />
    </Page>
  );
}
