import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

export const lenggui = defineSeries({
  ...seriesSummaries.lenggui,
  intro: [
    '澄川冷柜系列为商用后厨设计，包括立式四门、六门双温冰箱，平台工作台冷柜和食品留样柜。箱体内外均为不锈钢，门体与箱体 75 mm 整体发泡，适应后厨高温、高湿、频繁开门的工况。',
    '压缩机选用知名品牌高效机型，采用 R290、R600a 碳氢环保冷媒；电子温控精度 ±1 ℃，具备超温报警与断电记忆，夜间无人值守也能守住食材安全。',
    '留样柜配电子锁和温度记录，按规范在冷藏条件下存放每餐样品 48 小时以上，方便学校和医院食堂应对食品安全检查。',
  ],
  features: [
    { title: '双温分区', text: '冷藏、冷冻独立回路独立控制，生熟分区存放，温区互不干扰。' },
    { title: '环保冷媒', text: '碳氢冷媒零臭氧破坏，制冷量大，同容积比传统机型节电约 20%。' },
    { title: '75 mm 整体发泡', text: '环戊烷高压发泡，保温性能好，外壁不凝露，箱体更结实。' },
    { title: '精准数显温控', text: '±1 ℃ 电子温控，超温声光报警，来电后按原设定自动恢复运行。' },
    {
      title: '自闭门与可拆门封',
      text: '门开 90° 以内自动回弹关闭；磁性门封免工具拆洗，防霉易清洁。',
    },
    { title: '留样管理', text: '留样柜配电子锁与温度记录，满足每餐留样 48 小时以上的管理要求。' },
  ],
  specNote: '容积为箱内有效容积；冷库与非标尺寸冷柜请联系项目工程师出方案。',
  uses: [
    {
      sectors: ['school'],
      models: ['CC-LG-LY2', 'CC-LG-4D', 'CC-LG-4F', 'CC-LG-6D'],
      title: '学校食堂',
      text: '留样柜与双温冰箱配套，满足每餐留样和食材分区存放的检查要求。',
    },
    {
      sectors: ['hospital'],
      models: ['CC-LG-LY2', 'CC-LG-4D', 'CC-LG-6D'],
      title: '医院营养厨房',
      text: '治疗餐原料独立冷藏，温度可追溯，保障特殊膳食安全。',
    },
    {
      sectors: ['enterprise'],
      models: ['CC-LG-4D', 'CC-LG-4F', 'CC-LG-6D'],
      title: '企业食堂',
      text: '立式四门、六门冰箱集中存放一天的冷藏与冷冻食材，大批量备餐取料方便。',
    },
    {
      sectors: ['hotel', 'enterprise'],
      models: ['CC-LG-PT12', 'CC-LG-PT18'],
      title: '酒店后厨',
      text: '平台冷柜放在炒灶旁做配菜台，取料不走回头路。',
    },
    { sectors: ['chain'], title: '连锁餐饮', text: '统一型号便于多店标准化备货与集中维保。' },
  ],
});
