import { xiaodujiModels as models } from '../catalogue/xiaoduji';
import { chineseNumber } from '../claims/facts';
import { distinct, spanText } from './ranges';
import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

const methods = distinct(models, (m) => m.method);

export const xiaoduji = defineSeries({
  ...seriesSummaries.xiaoduji,
  intro: [
    `澄川商用消毒柜面向集体用餐单位，提供${methods.join('、')}${chineseNumber(methods.length)}种消毒方式，覆盖单门、双门与推车式机型，每次可消毒约 ${spanText(models, (m) => m.trays)} 个餐盘。`,
    '热风循环机型由顶置风机驱动热风在柜内均匀流动，柜内各层温差小，消毒与烘干同时完成，餐具出柜即干燥，不留水渍、不滋生细菌。',
    '推车式机型的餐具车可从洗碗间直接推入消毒柜，再推往售饭区，减少二次搬运与接触；消毒过程自动记录，便于食堂日常台账管理。',
  ],
  features: [
    { title: '热风循环均匀加热', text: '顶置风机使柜内各层温差不超过 5 ℃，消毒无死角，烘干更快。' },
    {
      title: `${chineseNumber(methods.length)}种消毒方式`,
      text: '不锈钢与陶瓷餐具用高温或蒸汽，密胺与塑料餐具用臭氧 + 紫外中温，按需选择。',
    },
    { title: '推车直入', text: '餐具车在洗碗、消毒、取餐之间整车流转，减少搬运与二次污染。' },
    {
      title: '程序控制与记录',
      text: '一键启动，自动升温、保温、冷却；每次消毒的时间与温度自动记录。',
    },
    { title: '双重超温保护', text: '电子温控与机械限温双重保护，开门自动停机，使用更安心。' },
  ],
  specNote: '餐盘数量按 5 格不锈钢快餐盘估算；推车数量与柜体长度可按就餐人数定制。',
  uses: [
    {
      sectors: ['school'],
      models: ['CC-XD-TC2', 'CC-XD-TC4'],
      title: '学校食堂',
      text: '推车式机型与洗碗线衔接，午餐后 40 分钟内完成全校餐盘消毒。',
    },
    {
      sectors: ['school', 'enterprise'],
      models: ['CC-XD-1G', 'CC-XD-2R'],
      title: '中小型食堂',
      text: '不锈钢餐盘与碗筷在高温柜中消毒烘干，出柜即干燥，直接回到售饭线。',
    },
    {
      sectors: ['hospital'],
      models: ['CC-XD-1G', 'CC-XD-2R', 'CC-XD-ZQ2', 'CC-XD-TC4'],
      title: '医院食堂',
      text: '病区送餐餐具集中回收、集中高温消毒，降低院内交叉感染风险。',
    },
    {
      sectors: ['hospital', 'school'],
      models: ['CC-XD-ZQ2'],
      title: '有蒸汽源的后厨',
      text: '接入院区或校区蒸汽，餐具在 100 ℃ 蒸汽中消毒，一个周期只需一刻钟。',
    },
    {
      sectors: ['enterprise'],
      title: '企业食堂',
      text: '三班供餐间隙完成消毒，餐盘周转更快。',
    },
    {
      sectors: ['hotel', 'chain'],
      models: ['CC-XD-1M', 'CC-XD-2M'],
      title: '酒店与餐厅',
      text: '中温机型适合密胺、塑料与玻璃器皿，不变形、不发黄。',
    },
  ],
});
