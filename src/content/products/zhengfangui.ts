import { zhengfanguiModels as models } from '../catalogue/zhengfangui';
import { spanText } from './ranges';
import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

export const zhengfangui = defineSeries({
  ...seriesSummaries.zhengfangui,
  intro: [
    `澄川蒸饭柜用于米饭、馒头、包点与蒸菜的批量蒸制，提供电加热、燃气加热和外接蒸汽三种热源，${spanText(models, (m) => m.trays)} 盘多种规格，每批可蒸制 ${spanText(models, (m) => m.riceKgPerBatch)} kg 大米。`,
    '柜体内胆为 304 不锈钢，夹层 50 mm 保温，门体采用手轮压紧式结构与耐高温硅胶密封，蒸汽不外泄，米饭上下层受热一致、软硬均匀。',
    '自动进水、缺水保护、定时与温度显示全部标配；燃气机型配熄火保护，外接蒸汽机型无需自带热源，适合已建锅炉房或集中供汽的园区食堂。',
  ],
  features: [
    {
      title: '三种热源可选',
      text: '电、燃气与外接蒸汽三种机型，按厨房能源条件选择，运行成本最低。',
    },
    { title: '蒸汽均布', text: '底部环形布汽与多层导流，上下盘米饭同时蒸熟，不夹生、不粘底。' },
    { title: '手轮压紧密封门', text: '耐高温硅胶门封配手轮压紧，蒸汽不外泄，后厨更干爽。' },
    { title: '自动进水与缺水保护', text: '浮球阀自动补水，缺水时自动停止加热并报警，防止干烧。' },
    { title: '定时与温度显示', text: '蒸制时间数显可调，到时自动停机，夜间预约也可放心使用。' },
  ],
  specNote: '米饭人份按每人 100 g 大米估算；燃气机型热负荷 30 kW，订货时请注明气源。',
  uses: [
    {
      sectors: ['school'],
      title: '学校食堂',
      text: '多台蒸饭柜并排错峰开蒸，保证每个班次吃到刚出柜的米饭。',
    },
    {
      sectors: ['hospital'],
      title: '医院营养厨房',
      text: '蒸菜、蒸蛋与软饭少油少盐，适合治疗餐与老年患者膳食。',
    },
    {
      sectors: ['enterprise', 'school', 'hospital'],
      models: ['CC-ZF-24S', 'CC-ZF-48S'],
      title: '集中供汽的园区',
      text: '园区或校区集中供汽时选用外接蒸汽机型，省去自带热源的能耗。',
    },
    {
      sectors: ['enterprise'],
      title: '企业食堂',
      text: '三班供餐按班次分批开蒸，电加热或燃气机型按厨房能源条件选择。',
    },
    {
      sectors: ['chain', 'hotel'],
      title: '连锁餐饮中央厨房',
      text: '包点、蒸菜批量预制，冷链配送至门店复热出品。',
    },
  ],
});
