import chainArt from '@/assets/illustrations/cases/chain.svg';
import enterpriseArt from '@/assets/illustrations/cases/enterprise.svg';
import hospitalArt from '@/assets/illustrations/cases/hospital.svg';
import hotelArt from '@/assets/illustrations/cases/hotel.svg';
import schoolArt from '@/assets/illustrations/cases/school.svg';
import type { SeriesCtype } from '@/config/series';
import type { Figure, Illustration, TitledText } from './types';

/** The sector keys the footer links to as /case?sector=<key>. */
export const CASE_SECTORS = ['school', 'hospital', 'enterprise', 'hotel', 'chain'] as const;
export type CaseSector = (typeof CASE_SECTORS)[number];

export function isCaseSector(value: string | null | undefined): value is CaseSector {
  return CASE_SECTORS.some((sector) => sector === value);
}

export interface SectorInfo {
  key: CaseSector;
  /** Short label for the filter bar. */
  label: string;
  scene: Illustration;
}

export const sectors: Record<CaseSector, SectorInfo> = {
  school: {
    key: 'school',
    label: '学校',
    scene: { src: schoolArt, alt: '学校场景插画：带钟楼和旗杆的教学楼', width: 480, height: 300 },
  },
  hospital: {
    key: 'hospital',
    label: '医院',
    scene: {
      src: hospitalArt,
      alt: '医院场景插画：楼顶有绿色十字标志的医院大楼',
      width: 480,
      height: 300,
    },
  },
  enterprise: {
    key: 'enterprise',
    label: '企业食堂',
    scene: {
      src: enterpriseArt,
      alt: '企业场景插画：锯齿屋顶的厂房与玻璃办公楼',
      width: 480,
      height: 300,
    },
  },
  hotel: {
    key: 'hotel',
    label: '酒店',
    scene: {
      src: hotelArt,
      alt: '酒店场景插画：海边的高层酒店，门前两棵棕榈树',
      width: 480,
      height: 300,
    },
  },
  chain: {
    key: 'chain',
    label: '连锁餐饮',
    scene: {
      src: chainArt,
      alt: '连锁餐饮场景插画：红白条纹遮阳篷的餐厅门店',
      width: 480,
      height: 300,
    },
  },
};

export interface CaseStudy {
  id: string;
  sector: CaseSector;
  /** Fictional but plausible project name. */
  name: string;
  city: string;
  year: number;
  /** 就餐人数 / 面积. */
  scale: string;
  equipment: SeriesCtype[];
  result: string;
}

export const casesBanner = {
  title: '工程案例',
  subtitle: '从一所学校到一家连锁品牌的几十家门店，每个项目都由同一支团队设计、制造、安装与维保。',
};

export const cases: CaseStudy[] = [
  {
    id: 'shunde-middle-school',
    sector: 'school',
    name: '佛山市顺德区某中学新校区食堂',
    city: '广东佛山',
    year: 2023,
    scale: '就餐 3200 人 · 厨房 1800 ㎡',
    equipment: ['baowentai', 'zhengfangui', 'shangyongzaotai', 'xiaoduji', 'youyanjinghua'],
    result:
      '12 条售饭线按年级分流，午餐高峰 25 分钟内完成出餐；后厨实现“明厨亮灶”，开学前一次通过食品安全验收。',
  },
  {
    id: 'changsha-primary-school',
    sector: 'school',
    name: '长沙市某实验小学食堂改造',
    city: '湖南长沙',
    year: 2022,
    scale: '就餐 1500 人 · 厨房 650 ㎡',
    equipment: ['zhengfangui', 'xiaoduji', 'lenggui', 'shangyongjingshuiji'],
    result:
      '利用暑假 45 天完成拆除、改造与验收，秋季开学如期启用；新增留样柜与直饮水点，家长开放日获好评。',
  },
  {
    id: 'nanning-vocational-college',
    sector: 'school',
    name: '南宁市某职业技术学院第二食堂',
    city: '广西南宁',
    year: 2024,
    scale: '就餐 6000 人 · 厨房 3200 ㎡',
    equipment: ['baowentai', 'shangyongzaotai', 'youyanjinghua', 'lenggui', 'shangyongjingshuiji'],
    result: '三层食堂共 28 个窗口，燃气炒灶换用预混燃烧器后，月均用气量较旧食堂下降约 27%。',
  },
  {
    id: 'guangzhou-general-hospital',
    sector: 'hospital',
    name: '广州市某三甲医院营养厨房',
    city: '广东广州',
    year: 2023,
    scale: '日供 2800 人次 · 厨房 1200 ㎡',
    equipment: ['zhengfangui', 'baowentai', 'xiaoduji', 'lenggui'],
    result:
      '治疗餐、普食与职工餐分区生产，生熟通道分离；送餐前保温台统一暂存，病区收餐时菜品温度不低于 60 ℃。',
  },
  {
    id: 'nanchang-maternity-hospital',
    sector: 'hospital',
    name: '南昌市某妇幼保健院职工食堂',
    city: '江西南昌',
    year: 2021,
    scale: '就餐 900 人 · 厨房 480 ㎡',
    equipment: ['shangyongzaotai', 'youyanjinghua', 'xiaoduji', 'shangyongjingshuiji'],
    result: '静电油烟净化配合屋顶高空排放，住院楼一侧再无油烟投诉；全院病区开水间同步更换直饮机。',
  },
  {
    id: 'chengdu-district-hospital',
    sector: 'hospital',
    name: '成都市某区人民医院新院区厨房',
    city: '四川成都',
    year: 2024,
    scale: '日供 2000 人次 · 厨房 950 ㎡',
    equipment: ['zhengfangui', 'shangyongzaotai', 'lenggui', 'xiaoduji', 'youyanjinghua'],
    result: '新院区与主体建筑同步设计，设备基础、排烟与给排水一次预留到位，开院当天即投入使用。',
  },
  {
    id: 'dongguan-electronics',
    sector: 'enterprise',
    name: '东莞市某电子制造企业员工食堂',
    city: '广东东莞',
    year: 2022,
    scale: '日供 8000 人 · 厨房 4000 ㎡',
    equipment: [
      'baowentai',
      'shangyongzaotai',
      'zhengfangui',
      'xiaoduji',
      'youyanjinghua',
      'shangyongjingshuiji',
    ],
    result: '三班倒 24 小时四餐供应，双面售饭线让每餐排队时间由 15 分钟缩短到 6 分钟以内。',
  },
  {
    id: 'suzhou-biopharma',
    sector: 'enterprise',
    name: '苏州工业园区某生物医药企业食堂',
    city: '江苏苏州',
    year: 2023,
    scale: '就餐 1200 人 · 厨房 700 ㎡',
    equipment: ['baowentai', 'lenggui', 'shangyongzaotai', 'shangyongjingshuiji'],
    result: '全电化厨房，电磁大锅灶与电蒸设备取代燃气，后厨夏季温度较原厨房下降约 6 ℃。',
  },
  {
    id: 'wuhan-auto-parts',
    sector: 'enterprise',
    name: '武汉市某汽车零部件企业中央厨房',
    city: '湖北武汉',
    year: 2021,
    scale: '日供 5000 份 · 厨房 2600 ㎡',
    equipment: ['shangyongzaotai', 'zhengfangui', 'lenggui', 'xiaoduji', 'youyanjinghua'],
    result: '一座中央厨房配送厂区 4 个食堂，外接园区蒸汽的蒸饭柜每年节省电费约 18 万元。',
  },
  {
    id: 'sanya-resort-hotel',
    sector: 'hotel',
    name: '三亚市某海湾度假酒店中西厨',
    city: '海南三亚',
    year: 2022,
    scale: '客房 420 间 · 后厨 1500 ㎡',
    equipment: ['shangyongzaotai', 'baowentai', 'lenggui', 'youyanjinghua', 'xiaoduji'],
    result:
      '中餐、全日餐厅与宴会厨房统一规划，全不锈钢设备经受海边高盐雾环境考验，三年无锈蚀返修。',
  },
  {
    id: 'hangzhou-business-hotel',
    sector: 'hotel',
    name: '杭州市某商务酒店宴会厨房',
    city: '浙江杭州',
    year: 2023,
    scale: '宴会厅 60 桌 · 后厨 900 ㎡',
    equipment: ['shangyongzaotai', 'zhengfangui', 'baowentai', 'youyanjinghua'],
    result: '运水烟罩与静电净化组合，60 桌婚宴同时出菜，排放检测一次达标。',
  },
  {
    id: 'zhuhai-convention-hotel',
    sector: 'hotel',
    name: '珠海市某会展中心配套酒店',
    city: '广东珠海',
    year: 2024,
    scale: '会议餐 1500 人 · 后厨 1100 ㎡',
    equipment: ['baowentai', 'lenggui', 'xiaoduji', 'shangyongjingshuiji'],
    result: '自助餐线可在 30 分钟内由早餐布局切换为会议午宴布局，大型展会期间日供 4500 份。',
  },
  {
    id: 'cantonese-dim-sum-chain',
    sector: 'chain',
    name: '某粤式茶点连锁品牌华南门店标准化厨房',
    city: '广州、深圳等 9 市',
    year: 2023,
    scale: '36 家门店 · 单店后厨约 90 ㎡',
    equipment: ['zhengfangui', 'shangyongzaotai', 'lenggui', 'shangyongjingshuiji'],
    result: '形成 3 套标准店型设备清单，新店从进场到开业的厨房工期压缩到 10 天。',
  },
  {
    id: 'fast-food-central-kitchen',
    sector: 'chain',
    name: '某中式快餐连锁品牌佛山中央厨房',
    city: '广东佛山',
    year: 2022,
    scale: '日供 20000 份 · 厂房 2200 ㎡',
    equipment: ['shangyongzaotai', 'zhengfangui', 'lenggui', 'xiaoduji', 'youyanjinghua'],
    result: '大锅灶与蒸饭柜批量生产，冷链配送 80 余家门店，门店后厨面积平均缩小三分之一。',
  },
  {
    id: 'chongqing-hotpot-chain',
    sector: 'chain',
    name: '某火锅连锁品牌重庆旗舰店',
    city: '重庆',
    year: 2024,
    scale: '就餐 300 座 · 后厨 160 ㎡',
    equipment: ['lenggui', 'youyanjinghua', 'xiaoduji', 'shangyongjingshuiji'],
    result:
      '炒料间静电净化与商场排烟井对接，开业前环保验收一次通过；净水设备保证各门店锅底口味一致。',
  },
];

export const caseFigures: Figure[] = [
  { value: '6000', unit: '+', label: '服务客户' },
  { value: '1100', unit: '+', label: '整厨工程项目' },
  { value: '28', unit: '个', label: '省级服务网点' },
  { value: '98', unit: '%', label: '一次验收通过率' },
];

export const caseProcess: TitledText[] = [
  { title: '现场勘测', text: '工程师上门测量，了解就餐人数、菜系、能源条件与排烟路径。' },
  { title: '方案设计', text: '出具平面布局、设备清单与水电气排烟图纸，免费修改至确认。' },
  { title: '生产与安装', text: '顺德工厂排产，项目经理驻场安装，燃气与电气同步调试。' },
  { title: '验收与培训', text: '配合食药监、消防与环保验收，对厨师和管理员进行操作培训。' },
];
