import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

export const baowentai = defineSeries({
  ...seriesSummaries.baowentai,
  intro: [
    '澄川保温台是食堂售饭线与自助餐厅的核心设备。台面与水槽采用 SUS304 不锈钢，水浴湿热与干热保温两种方式可选，让菜品出锅后在 2 小时内保持适口温度、不干边、不变色。',
    '每一格独立控温、独立排水，标配 1/1 GN 标准份数盆，可按菜式自由换用 1/2、1/3 盆；台面高度 850 mm，打菜不弯腰。顶部可选钢化玻璃防喷嚏罩与暖光照明，兼顾卫生与菜品展示。',
    '系列覆盖 4 格移动保温车到 10 格双面售饭线，适配 200 至 3000 人的就餐规模；也可按食堂平面非标定制长度、转角与刷卡位，与托盘滑道、餐具回收台连成完整的售饭动线。',
  ],
  features: [
    {
      title: '分格独立控温',
      text: '每格独立温控器与加热管，30–95 ℃ 数显可调，菜品与汤品分别设定，互不串温。',
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
      text: '1500/1800/2100 mm 标准模块可直线或 L 形拼接，预留刷卡机位与托盘滑道。',
    },
  ],
  extraColumns: [
    { key: 'cells', label: '格数' },
    { key: 'tempRange', label: '控温范围' },
  ],
  models: [
    {
      name: '四格移动保温售饭车',
      specs: {
        model: 'CC-BWT-4Y',
        size: '1200×700×900',
        power: '2.0 kW',
        voltage: '220 V / 50 Hz',
        capacity: '4 个 1/1 GN 盆，约 200 人份',
        cells: '4 格',
        tempRange: '30–90 ℃',
      },
    },
    {
      name: '六格水浴保温台',
      specs: {
        model: 'CC-BWT-6S',
        size: '1800×750×850',
        power: '3.0 kW',
        voltage: '220 V / 50 Hz',
        capacity: '6 个 1/1 GN 盆，约 400 人份',
        cells: '6 格',
        tempRange: '30–90 ℃',
      },
    },
    {
      name: '八格玻璃罩保温台',
      specs: {
        model: 'CC-BWT-8G',
        size: '2100×750×1350',
        power: '4.0 kW',
        voltage: '380 V / 50 Hz',
        capacity: '8 个 1/1 GN 盆，约 600 人份',
        cells: '8 格',
        tempRange: '30–95 ℃',
      },
    },
    {
      name: '十格双面售饭线',
      specs: {
        model: 'CC-BWT-10D',
        size: '3000×900×1350',
        power: '6.0 kW',
        voltage: '380 V / 50 Hz',
        capacity: '10 个 1/1 GN 盆，双面出餐约 1000 人份',
        cells: '10 格',
        tempRange: '30–95 ℃',
      },
    },
  ],
  specNote: '尺寸允许 ±5 mm 误差；长度、格数、刷卡位可按现场平面定制。',
  uses: [
    {
      title: '学校食堂',
      text: '多窗口售饭线按年级分流出餐，高峰 25 分钟内完成 1500 名学生的午餐供应。',
    },
    { title: '医院营养食堂', text: '治疗餐、软食与普食分格盛放，独立控温，避免交叉污染。' },
    { title: '企业食堂', text: '自选菜模式配合刷卡计价，双面出餐让打饭队伍缩短一半。' },
    { title: '酒店自助餐厅', text: '玻璃罩与暖光照明适配早餐与自助晚宴的菜品展示。' },
  ],
});
