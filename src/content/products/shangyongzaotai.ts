import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

export const shangyongzaotai = defineSeries({
  ...seriesSummaries.shangyongzaotai,
  intro: [
    '澄川商用灶台覆盖中餐猛火炒灶、大锅灶、矮汤灶与电磁大锅灶，面板为 2.0 mm 厚 304 不锈钢整体折弯，炉膛采用高铝耐火材料，长时间大火爆炒不变形。',
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
  extraColumns: [
    { key: 'heatLoad', label: '热负荷' },
    { key: 'gasType', label: '燃气类型' },
  ],
  models: [
    {
      name: '双头猛火炒灶',
      specs: {
        model: 'CC-ZT-2C',
        size: '1800×1100×800',
        power: '鼓风机 180 W',
        voltage: '220 V / 50 Hz',
        capacity: '炒锅 Φ800 × 2，每锅约 80 人份',
        heatLoad: '2 × 35 kW',
        gasType: '天然气 / 液化石油气',
      },
    },
    {
      name: '单头大锅灶',
      specs: {
        model: 'CC-ZT-1D',
        size: '1300×1300×800',
        power: '鼓风机 250 W',
        voltage: '220 V / 50 Hz',
        capacity: '大锅 Φ1200，每锅约 300 人份',
        heatLoad: '60 kW',
        gasType: '天然气 / 液化石油气',
      },
    },
    {
      name: '双头矮汤灶',
      specs: {
        model: 'CC-ZT-2A',
        size: '1600×800×500',
        power: '鼓风机 90 W',
        voltage: '220 V / 50 Hz',
        capacity: '汤桶 Φ600 × 2',
        heatLoad: '2 × 22 kW',
        gasType: '天然气',
      },
    },
    {
      name: '电磁大锅灶',
      specs: {
        model: 'CC-ZT-DC25',
        size: '1300×1300×800',
        power: '25 kW',
        voltage: '380 V / 50 Hz 三相',
        capacity: '大锅 Φ1000，每锅约 200 人份',
        heatLoad: '25 kW（电能，热效率 ≥ 90%）',
        gasType: '无需燃气',
      },
    },
  ],
  specNote: '热负荷为额定值；燃气机型出厂前按用户所在地气源调试，请在订货时注明气源类型。',
  uses: [
    { title: '学校食堂', text: '大锅灶批量烹制，一锅出 300 人份，配合保温台完成集中出餐。' },
    { title: '企业食堂', text: '炒灶与汤灶成排布置，三班倒的大型工厂可 24 小时连续供餐。' },
    { title: '酒店中餐厨房', text: '猛火炒灶满足粤菜、川菜对火候的要求，出菜快、锅气足。' },
    { title: '连锁餐饮', text: '按门店面积选配炉头数，统一规格方便厨师跨店上手。' },
  ],
});
