import { youyanjinghuaModels as models } from '../catalogue/youyanjinghua';
import { span, spanText } from './ranges';
import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

const electrostatic = models.filter((m) => m.method === '高压静电');
const airflow = span(models, (m) => m.airflowM3h);
const burners = span(models, (m) => m.burnersServed);

export const youyanjinghua = defineSeries({
  ...seriesSummaries.youyanjinghua,
  intro: [
    `澄川油烟净化系列包括静电式油烟净化器、静电紫外复合净化器与运水烟罩一体机，处理风量从 ${airflow.min} m³/h 到 ${airflow.max} m³/h，单台适配 ${burners.min} 至 ${burners.max} 个炉头，多台并联可为数十个炉头的中央厨房配置排烟净化方案。`,
    `静电式机型采用两级高压静电场：第一级使油烟颗粒荷电，第二级吸附收集，净化效率 ${spanText(electrostatic, (m) => m.efficiencyPct)}%，排放浓度低于《饮食业油烟排放标准》2.0 mg/m³ 的限值。`,
    '电场模块抽拉式设计，无需工具即可取出清洗；预留油烟在线监测接口，可将运行状态与排放数据上传至属地监管平台。',
  ],
  features: [
    {
      title: '两级高压静电',
      text: `荷电区与收集区分离，颗粒捕集充分，净化效率 ≥ ${span(electrostatic, (m) => m.efficiencyPct).min}%。`,
    },
    {
      title: '低阻力省电',
      text: `蜂窝电场风阻小，风机能耗低，静电式机型运行噪声不超过 ${span(electrostatic, (m) => m.noiseDb).max} dB(A)。`,
    },
    { title: '抽拉式电场', text: '电场模块侧向抽出，清洗一次约 20 分钟，不影响次日营业。' },
    { title: '安全联锁', text: '检修门打开自动断电，高压短路与打火自动保护。' },
    { title: '在线监测接口', text: '预留 RS485 与 4G 模块接口，对接环保部门油烟在线监控平台。' },
  ],
  specNote:
    '处理风量为额定值；实际选型需结合灶台长度、炉头数与风管走向计算，我们免费提供风量核算。',
  uses: [
    {
      sectors: ['school', 'enterprise'],
      models: ['CC-YJ-8K', 'CC-YJ-12K', 'CC-YJ-16K', 'CC-YJ-20KU'],
      title: '学校与企业食堂',
      text: '大锅灶、炒灶集中排烟，多台净化器并联，满足大型后厨的风量需求。',
    },
    {
      sectors: ['hospital'],
      title: '医院厨房',
      text: '院区对异味敏感，静电净化配合高空排放，减少对病区的影响。',
    },
    {
      sectors: ['hotel', 'enterprise'],
      models: ['CC-YJ-YS30'],
      title: '运水烟罩后厨',
      text: '运水烟罩截留大颗粒油脂，风管不积油，降低火灾隐患。',
    },
    {
      sectors: ['hotel'],
      models: ['CC-YJ-4K', 'CC-YJ-6K', 'CC-YJ-8K', 'CC-YJ-12K'],
      title: '酒店与餐厅热厨',
      text: '按炉头数选型，一台静电净化器对应一组炉头，排放达标、风道更干净。',
    },
    {
      sectors: ['chain'],
      title: '商业综合体餐饮',
      text: '商场、写字楼内的连锁门店排放达标，顺利通过环保验收。',
    },
  ],
});
