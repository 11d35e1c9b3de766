import type { CaseId } from '../case-summaries';
import type { CaseDetail } from '../types';

/** The stories of the school and hospital canteens (sectors 'school' and 'hospital'). */
export const schoolAndHospitalStories = {
  'shunde-middle-school': {
    scale: '就餐 3200 人 · 厨房 1800 ㎡',
    problem:
      '旧食堂只有 4 个窗口，3200 名学生分三批就餐仍要排队 20 分钟以上；蒸饭靠两台老式燃气蒸柜，米饭夹生、出饭慢，后厨油烟直排操场一侧。',
    figures: [
      { value: '25', unit: '分钟', label: '午餐出餐时间' },
      { value: '12', unit: '条', label: '售饭线' },
      { value: '98', unit: '%', label: '油烟去除率' },
    ],
  },
  'changsha-primary-school': {
    scale: '就餐 1500 人 · 厨房 650 ㎡',
    problem:
      '老食堂设备用了十几年，蒸饭柜漏汽、消毒柜温度不够，没有专用留样柜；改造只能利用暑假，开学前必须通过验收。',
    figures: [
      { value: '45', unit: '天', label: '拆除、改造到验收' },
      { value: '4', unit: '处', label: '新增直饮水点' },
      { value: '48', unit: '小时', label: '每餐留样冷藏' },
    ],
  },
  'nanning-vocational-college': {
    scale: '就餐 6000 人 · 厨房 3200 ㎡',
    problem:
      '三层食堂 28 个窗口各自为政，燃气灶具老化、热效率低，月均燃气费居高不下；学生饮水靠桶装水，搬运与卫生都难管。',
    figures: [
      { value: '27', unit: '%', label: '月均用气量下降' },
      { value: '28', unit: '个', label: '售饭窗口' },
      { value: '6000', unit: '人', label: '日均就餐' },
    ],
  },
  'guangzhou-general-hospital': {
    scale: '日供 2800 人次 · 厨房 1200 ㎡',
    problem:
      '治疗餐、普食和职工餐挤在同一条流水线上，生熟交叉；送到病区的饭菜常常只剩温吞，患者投诉多。',
    figures: [
      { value: '60', unit: '℃', label: '病区收餐时菜品温度不低于' },
      { value: '2800', unit: '人次', label: '每日供餐' },
      { value: '3', unit: '条', label: '分区生产线' },
    ],
  },
  'nanchang-maternity-hospital': {
    scale: '就餐 900 人 · 厨房 480 ㎡',
    problem: '职工食堂紧挨住院楼，油烟和噪声投诉不断；病区开水间的老式开水器水垢严重。',
    figures: [
      { value: '0', unit: '起', label: '改造后油烟投诉' },
      { value: '8', unit: '台', label: '病区直饮机' },
      { value: '900', unit: '人', label: '日均就餐' },
    ],
  },
  'chengdu-district-hospital': {
    scale: '日供 2000 人次 · 厨房 950 ㎡',
    problem:
      '新院区与主体建筑同期施工，厨房设备若等土建完工再定，排烟、给排水和电力容量都可能来不及预留。',
    figures: [
      { value: '0', unit: '天', label: '开院后等待设备的时间' },
      { value: '2000', unit: '人次', label: '每日供餐' },
      { value: '950', unit: '㎡', label: '厨房面积' },
    ],
  },
} satisfies Partial<Record<CaseId, CaseDetail>>;
