import type { CaseId } from '../case-summaries';
import type { CaseDetail } from '../types';

/** The stories of the factory canteens, hotels and restaurant chains ('enterprise', 'hotel', 'chain'). */
export const companyHotelAndChainStories = {
  'dongguan-electronics': {
    scale: '日供 8000 人 · 厨房 4000 ㎡',
    problem: '三班倒工厂每天四餐，高峰期员工排队 15 分钟以上，午休时间有一半花在排队上。',
    figures: [
      { value: '6', unit: '分钟', label: '每餐排队时间（原 15 分钟）' },
      { value: '4', unit: '餐', label: '24 小时供应' },
      { value: '8000', unit: '人', label: '日供' },
    ],
  },
  'suzhou-biopharma': {
    scale: '就餐 1200 人 · 厨房 700 ㎡',
    problem:
      '园区新规要求新建食堂减少燃气使用，原方案的燃气炒灶和蒸柜无法报批；夏季后厨温度超过 38 ℃。',
    figures: [
      { value: '6', unit: '℃', label: '后厨夏季降温' },
      { value: '100', unit: '%', label: '全电化' },
      { value: '1200', unit: '人', label: '日均就餐' },
    ],
  },
  'wuhan-auto-parts': {
    scale: '日供 5000 份 · 厨房 2600 ㎡',
    problem:
      '四个厂区食堂各自采购、各自加工，品质不一、浪费多，电蒸饭柜的电费是食堂最大的一笔开支。',
    figures: [
      { value: '18', unit: '万元', label: '每年节省电费' },
      { value: '4', unit: '个', label: '配送食堂' },
      { value: '5000', unit: '份', label: '日供' },
    ],
  },
  'sanya-resort-hotel': {
    scale: '客房 420 间 · 后厨 1500 ㎡',
    problem:
      '中餐、西餐与全日餐厅共用一个热厨，早餐高峰时自助线补菜跟不上，海边高湿环境让普通设备很快锈蚀。',
    figures: [
      { value: '420', unit: '间', label: '客房' },
      { value: '3', unit: '个', label: '餐厅共用热厨' },
      { value: '30', unit: '分钟', label: '早餐补菜间隔缩短到' },
    ],
  },
  'hangzhou-business-hotel': {
    scale: '宴会厅 60 桌 · 后厨 900 ㎡',
    problem: '60 桌婚宴同时出菜，原有炒灶火力不够，烟罩积油严重，环保检测多次不达标。',
    figures: [
      { value: '60', unit: '桌', label: '同时出菜' },
      { value: '1', unit: '次', label: '排放检测通过' },
      { value: '900', unit: '㎡', label: '后厨面积' },
    ],
  },
  'zhuhai-convention-hotel': {
    scale: '会议餐 1500 人 · 后厨 1100 ㎡',
    problem: '会展期间早餐、午宴和茶歇轮番上场，自助餐线布局固定，换场要一个多小时。',
    figures: [
      { value: '30', unit: '分钟', label: '早餐切换为午宴布局' },
      { value: '4500', unit: '份', label: '展会期间日供' },
      { value: '1500', unit: '人', label: '会议餐' },
    ],
  },
  'cantonese-dim-sum-chain': {
    scale: '36 家门店 · 单店后厨约 90 ㎡',
    problem:
      '各门店厨房由不同供应商配置，设备型号五花八门，维修备件难统一，新店开业前厨房工期动辄一个月。',
    figures: [
      { value: '10', unit: '天', label: '新店厨房工期' },
      { value: '3', unit: '套', label: '标准店型设备清单' },
      { value: '36', unit: '家', label: '门店' },
    ],
  },
  'fast-food-central-kitchen': {
    scale: '日供 20000 份 · 厂房 2200 ㎡',
    problem: '80 多家门店各自炒菜蒸饭，后厨面积大、人手多，口味也难统一。',
    figures: [
      { value: '20000', unit: '份', label: '日供' },
      { value: '80', unit: '家', label: '配送门店' },
      { value: '1/3', label: '门店后厨面积缩小' },
    ],
  },
  'chongqing-hotpot-chain': {
    scale: '就餐 300 座 · 后厨 160 ㎡',
    problem:
      '火锅店后厨食材冷藏量大，门店开在商场里，油烟与异味必须在店内处理达标；餐具周转快，消毒跟不上翻台。',
    figures: [
      { value: '300', unit: '座', label: '就餐' },
      { value: '95', unit: '%', label: '油烟去除率' },
      { value: '160', unit: '㎡', label: '后厨面积' },
    ],
  },
} satisfies Partial<Record<CaseId, CaseDetail>>;
