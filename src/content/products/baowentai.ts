import { baowentaiModels as models } from '../catalogue/baowentai';
import { span, spanText } from './ranges';
import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

const fewest = models.reduce((a, b) => (b.pans < a.pans ? b : a));
const most = models.reduce((a, b) => (b.pans > a.pans ? b : a));
const temperature = {
  min: span(models, (m) => m.tempMinC).min,
  max: span(models, (m) => m.tempMaxC).max,
};
// The counters and serving lines (not the table-top 汤池 or the cart) are what a line is built of.
const floorWidths = spanText(
  models.filter((m) => /(保温台|售饭线)$/.test(m.name)),
  (m) => m.dimensionsMm.width,
);

export const baowentai = defineSeries({
  ...seriesSummaries.baowentai,
  intro: [
    '澄川保温台是食堂售饭线与自助餐厅的核心设备。台面与水槽采用 SUS304 不锈钢，水浴湿热与干热保温两种方式可选，让菜品出锅后在 2 小时内保持适口温度、不干边、不变色。',
    '每一格独立控温、独立排水，标配 1/1 GN 标准份数盆，可按菜式自由换用 1/2、1/3 盆；落地机型台面高度 850 至 900 mm，打菜不弯腰。顶部可选钢化玻璃防喷嚏罩与暖光照明，兼顾卫生与菜品展示。',
    `系列覆盖${fewest.name}到${most.name}，每次出餐约 ${spanText(models, (m) => m.servings)} 人份；也可按食堂平面非标定制长度、转角与刷卡位，与托盘滑道、餐具回收台连成完整的售饭动线。`,
  ],
  features: [
    {
      title: '分格独立控温',
      text: `每格独立温控器与加热管，${temperature.min}–${temperature.max} ℃ 数显可调，菜品与汤品分别设定，互不串温。`,
    },
    {
      title: '一次拉伸成型水槽',
      text: '304 不锈钢水槽整体拉伸、圆角无焊缝，不积垢、易清洗，通过食品接触材料检测。',
    },
    {
      title: '缺水干烧保护',
      text: '水位低于安全线自动断电并声光提示，杜绝干烧，加热管寿命延长约一倍。',
    },
    {
      title: '防喷嚏罩与暖光照明',
      text: '钢化玻璃罩隔离飞沫，3000 K 暖光 LED 让菜品色泽更诱人，灯罩防水可擦洗。',
    },
    {
      title: '30 mm 发泡保温层',
      text: '槽体四周聚氨酯整体发泡，热量不外散，比无保温结构节电约 25%。',
    },
    {
      title: '模块化拼接',
      text: `${floorWidths} mm 落地模块可直线或 L 形拼接，预留刷卡机位与托盘滑道。`,
    },
  ],
  specNote: '尺寸允许 ±5 mm 误差；长度、格数、刷卡位可按现场平面定制。',
  uses: [
    {
      sectors: ['school'],
      models: ['CC-BWT-6S', 'CC-BWT-8G', 'CC-BWT-10D', 'CC-BWT-12D'],
      title: '学校食堂',
      text: '多窗口售饭线按年级分流出餐，高峰 25 分钟内完成 1500 名学生的午餐供应。',
    },
    {
      sectors: ['school', 'enterprise'],
      models: ['CC-BWT-4Y'],
      title: '楼层与车间分餐点',
      text: '移动保温售饭车推到教学楼或车间楼层，临时开餐点就地分餐，不排长队。',
    },
    {
      sectors: ['hospital'],
      title: '医院营养食堂',
      text: '治疗餐、软食与普食分格盛放，独立控温，避免交叉污染。',
    },
    {
      sectors: ['enterprise'],
      models: ['CC-BWT-10D', 'CC-BWT-12D'],
      title: '企业食堂',
      text: '双面售饭线配合刷卡计价，两侧同时打菜，打饭队伍缩短一半。',
    },
    {
      sectors: ['enterprise', 'hotel'],
      models: ['CC-BWT-5T', 'CC-BWT-6S', 'CC-BWT-8G'],
      title: '自选餐厅',
      text: '菜品按格分装、明码标价，就餐者自选取菜，出餐快、剩菜少。',
    },
    {
      sectors: ['hotel'],
      models: ['CC-BWT-5T'],
      title: '酒店自助餐厅',
      text: '玻璃罩与暖光照明适配早餐与自助晚宴的菜品展示。',
    },
    {
      sectors: ['hotel', 'chain'],
      models: ['CC-BWT-3T'],
      title: '汤品与小吃档口',
      text: '台式保温汤池放在出餐台上，汤品、粥品与卤味保温不干边。',
    },
  ],
});
