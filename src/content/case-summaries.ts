/**
 * The engineering cases in brief: what a card shows (the home page's featured cases, the case list).
 * Their stories (problem, installed models, figures) are in case-studies.ts, so a page that shows
 * only cards does not download them. Plain data: the route list of case pages reads it in Node.
 */

/** The sector keys the footer links to as /case?sector=<key>. */
export const CASE_SECTORS = ['school', 'hospital', 'enterprise', 'hotel', 'chain'] as const;
export type CaseSector = (typeof CASE_SECTORS)[number];

export interface CaseSummary {
  id: string;
  sector: CaseSector;
  /** Fictional but plausible project name. */
  name: string;
  city: string;
  year: number;
  result: string;
}

export const caseSummaries = [
  {
    id: 'shunde-middle-school',
    sector: 'school',
    name: '佛山市顺德区某中学新校区食堂',
    city: '广东佛山',
    year: 2023,
    result:
      '12 条售饭线按年级分流，午餐高峰 25 分钟内完成出餐；后厨实现“明厨亮灶”，开学前一次通过食品安全验收。',
  },
  {
    id: 'changsha-primary-school',
    sector: 'school',
    name: '长沙市某实验小学食堂改造',
    city: '湖南长沙',
    year: 2022,
    result:
      '利用暑假 45 天完成拆除、改造与验收，秋季开学如期启用；新增留样柜与直饮水点，家长开放日获好评。',
  },
  {
    id: 'nanning-vocational-college',
    sector: 'school',
    name: '南宁市某职业技术学院第二食堂',
    city: '广西南宁',
    year: 2024,
    result: '三层食堂共 28 个窗口，燃气炒灶换用预混燃烧器后，月均用气量较旧食堂下降约 27%。',
  },
  {
    id: 'guangzhou-general-hospital',
    sector: 'hospital',
    name: '广州市某三甲医院营养厨房',
    city: '广东广州',
    year: 2023,
    result:
      '治疗餐、普食与职工餐分区生产，生熟通道分离；送餐前保温台统一暂存，病区收餐时菜品温度不低于 60 ℃。',
  },
  {
    id: 'nanchang-maternity-hospital',
    sector: 'hospital',
    name: '南昌市某妇幼保健院职工食堂',
    city: '江西南昌',
    year: 2021,
    result: '静电油烟净化配合屋顶高空排放，住院楼一侧再无油烟投诉；全院病区开水间同步更换直饮机。',
  },
  {
    id: 'chengdu-district-hospital',
    sector: 'hospital',
    name: '成都市某区人民医院新院区厨房',
    city: '四川成都',
    year: 2024,
    result: '新院区与主体建筑同步设计，设备基础、排烟与给排水一次预留到位，开院当天即投入使用。',
  },
  {
    id: 'dongguan-electronics',
    sector: 'enterprise',
    name: '东莞市某电子制造企业员工食堂',
    city: '广东东莞',
    year: 2022,
    result: '三班倒 24 小时四餐供应，双面售饭线让每餐排队时间由 15 分钟缩短到 6 分钟以内。',
  },
  {
    id: 'suzhou-biopharma',
    sector: 'enterprise',
    name: '苏州工业园区某生物医药企业食堂',
    city: '江苏苏州',
    year: 2023,
    result: '全电化厨房，电磁大锅灶与电蒸设备取代燃气，后厨夏季温度较原厨房下降约 6 ℃。',
  },
  {
    id: 'wuhan-auto-parts',
    sector: 'enterprise',
    name: '武汉市某汽车零部件企业中央厨房',
    city: '湖北武汉',
    year: 2021,
    result: '一座中央厨房配送厂区 4 个食堂，外接园区蒸汽的蒸饭柜每年节省电费约 18 万元。',
  },
  {
    id: 'sanya-resort-hotel',
    sector: 'hotel',
    name: '三亚市某海湾度假酒店中西厨',
    city: '海南三亚',
    year: 2022,
    result:
      '中餐、全日餐厅与宴会厨房统一规划，全不锈钢设备经受海边高盐雾环境考验，三年无锈蚀返修。',
  },
  {
    id: 'hangzhou-business-hotel',
    sector: 'hotel',
    name: '杭州市某商务酒店宴会厨房',
    city: '浙江杭州',
    year: 2023,
    result: '运水烟罩与静电净化组合，60 桌婚宴同时出菜，排放检测一次达标。',
  },
  {
    id: 'zhuhai-convention-hotel',
    sector: 'hotel',
    name: '珠海市某会展中心配套酒店',
    city: '广东珠海',
    year: 2024,
    result: '自助餐线可在 30 分钟内由早餐布局切换为会议午宴布局，大型展会期间日供 4500 份。',
  },
  {
    id: 'cantonese-dim-sum-chain',
    sector: 'chain',
    name: '某粤式茶点连锁品牌华南门店标准化厨房',
    city: '广州、深圳等 9 市',
    year: 2023,
    result: '形成 3 套标准店型设备清单，新店从进场到开业的厨房工期压缩到 10 天。',
  },
  {
    id: 'fast-food-central-kitchen',
    sector: 'chain',
    name: '某中式快餐连锁品牌佛山中央厨房',
    city: '广东佛山',
    year: 2022,
    result: '大锅灶与蒸饭柜批量生产，冷链配送 80 余家门店，门店后厨面积平均缩小三分之一。',
  },
  {
    id: 'chongqing-hotpot-chain',
    sector: 'chain',
    name: '某火锅连锁品牌重庆旗舰店',
    city: '重庆',
    year: 2024,
    result:
      '炒料间静电净化与商场排烟井对接，开业前环保验收一次通过；净水设备保证各门店锅底口味一致。',
  },
] as const satisfies readonly CaseSummary[];

export type CaseId = (typeof caseSummaries)[number]['id'];
