import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

export const shangyongzaotai = defineSeries({
  ...seriesSummaries.shangyongzaotai,
  intro: [
    '澄川商用灶台覆盖中餐猛火炒灶、大锅灶、矮汤灶与电磁炒灶、电磁大锅灶，面板为 2.0 mm 厚 304 不锈钢整体折弯，炉膛采用高铝耐火材料，长时间大火爆炒不变形。',
    '燃气机型采用预混式节能燃烧器与鼓风助燃，火焰集中、热量直达锅底，较传统灶耗气降低约 30%；标配熄火保护，可联动燃气泄漏报警与紧急切断阀。',
    '对无法接入燃气或要求无明火的场所，电磁大锅灶热效率可达 90% 以上，厨房温度更低、噪声更小。全部机型可按炉头数、锅径与排烟位置定制。',
  ],
  features: [
    {
      title: '预混节能燃烧器',
      text: '燃气与空气按比例预混后燃烧，火力猛而集中，较传统灶省气约 30%。',
    },
    {
      title: '熄火保护与联动切断',
      text: '意外熄火自动关阀，可接入燃气报警器与紧急切断阀，多一道安全防线。',
    },
    { title: '全水冷灶面', text: '灶面内置冷却水道，降低台面与后厨温度，厨师操作更舒适。' },
    { title: '耐火炉膛', text: '高铝耐火材料炉膛，耐高温、抗热震，使用寿命较普通耐火砖提高一倍。' },
    { title: '鹅颈摇臂龙头', text: '每个炉头配摇臂龙头与排水槽，加水、洗锅不离灶位。' },
  ],
  specNote: '热负荷为额定值；燃气机型出厂前按用户所在地气源调试，请在订货时注明气源类型。',
  uses: [
    {
      sectors: ['school', 'enterprise'],
      models: ['CC-ZT-1D', 'CC-ZT-DC25'],
      title: '学校与企业大锅灶',
      text: '大锅灶批量炒菜、炖菜与煮面，一锅出约 300 人份，配合保温台完成集中出餐。',
    },
    {
      sectors: ['school', 'hospital'],
      models: ['CC-ZT-2C', 'CC-ZT-3C'],
      title: '学校与医院炒菜间',
      text: '双头、三头炒灶成排布置，一名厨师看两口锅，午市高峰炒菜出品不断档。',
    },
    {
      sectors: ['enterprise'],
      title: '企业食堂',
      text: '灶台按工序成排布置，三班倒的大型工厂可 24 小时连续供餐。',
    },
    {
      sectors: ['hotel'],
      models: ['CC-ZT-1C', 'CC-ZT-2C', 'CC-ZT-3C', 'CC-ZT-DC15'],
      title: '酒店中餐厨房',
      text: '猛火炒灶满足粤菜、川菜对火候的要求，出菜快、锅气足。',
    },
    {
      sectors: ['hotel', 'hospital'],
      models: ['CC-ZT-2A'],
      title: '酒店与医院汤品间',
      text: '矮汤灶放得下大汤桶，长时间煲汤、卤水与营养汤品更安全省力。',
    },
    {
      sectors: ['hospital', 'school'],
      models: ['CC-ZT-DC25'],
      title: '无明火后厨',
      text: '电磁大锅灶无明火、不接燃气，适合医院、学校等对后厨消防要求高的场所。',
    },
    {
      sectors: ['chain'],
      title: '连锁餐饮',
      text: '按门店面积选配炉头数，统一规格方便厨师跨店上手。',
    },
  ],
});
