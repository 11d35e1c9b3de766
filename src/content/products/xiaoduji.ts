import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

export const xiaoduji = defineSeries({
  ...seriesSummaries.xiaoduji,
  intro: [
    '澄川商用消毒柜面向集体用餐单位，提供热风循环、远红外高温与臭氧紫外中温三种消毒方式，覆盖单门、双门与推车式机型，可一次处理 300 至 1200 个餐盘。',
    '热风循环机型由顶置风机驱动热风在柜内均匀流动，柜内各层温差小，消毒与烘干同时完成，餐具出柜即干燥，不留水渍、不滋生细菌。',
    '推车式机型的餐具车可从洗碗间直接推入消毒柜，再推往售饭区，减少二次搬运与接触；消毒过程自动记录，便于食堂日常台账管理。',
  ],
  features: [
    { title: '热风循环均匀加热', text: '顶置风机使柜内各层温差不超过 5 ℃，消毒无死角，烘干更快。' },
    {
      title: '三种消毒方式',
      text: '不锈钢与陶瓷餐具用高温，密胺与塑料餐具用臭氧 + 紫外中温，按需选择。',
    },
    { title: '推车直入', text: '餐具车在洗碗、消毒、取餐之间整车流转，减少搬运与二次污染。' },
    {
      title: '程序控制与记录',
      text: '一键启动，自动升温、保温、冷却；每次消毒的时间与温度自动记录。',
    },
    { title: '双重超温保护', text: '电子温控与机械限温双重保护，开门自动停机，使用更安心。' },
  ],
  extraColumns: [
    { key: 'method', label: '消毒方式' },
    { key: 'temperature', label: '消毒温度' },
  ],
  models: [
    {
      name: '单门高温消毒柜',
      specs: {
        model: 'CC-XD-1G',
        size: '700×500×1700',
        power: '2.4 kW',
        voltage: '220 V / 50 Hz',
        capacity: '460 L，约 300 个餐盘',
        method: '远红外高温',
        temperature: '120–125 ℃',
      },
    },
    {
      name: '双门热风循环消毒柜',
      specs: {
        model: 'CC-XD-2R',
        size: '1300×650×1850',
        power: '4.8 kW',
        voltage: '380 V / 50 Hz',
        capacity: '1000 L，约 700 个餐盘',
        method: '热风循环',
        temperature: '120 ℃ 恒温',
      },
    },
    {
      name: '推车式热风循环消毒柜',
      specs: {
        model: 'CC-XD-TC2',
        size: '1500×900×1900',
        power: '9.0 kW',
        voltage: '380 V / 50 Hz',
        capacity: '2 台餐具车，约 1200 个餐盘',
        method: '热风循环',
        temperature: '125 ℃',
      },
    },
    {
      name: '双门中温消毒柜',
      specs: {
        model: 'CC-XD-2M',
        size: '1200×500×1800',
        power: '1.6 kW',
        voltage: '220 V / 50 Hz',
        capacity: '800 L，约 500 套碗筷',
        method: '臭氧 + 紫外线 + 中温',
        temperature: '70 ℃',
      },
    },
  ],
  specNote: '餐盘数量按 5 格不锈钢快餐盘估算；推车数量与柜体长度可按就餐人数定制。',
  uses: [
    { title: '学校食堂', text: '推车式机型与洗碗线衔接，午餐后 40 分钟内完成全校餐盘消毒。' },
    { title: '医院食堂', text: '病区送餐餐具集中回收、集中高温消毒，降低院内交叉感染风险。' },
    { title: '企业食堂', text: '三班供餐间隙完成消毒烘干，餐盘周转更快。' },
    { title: '酒店与餐厅', text: '中温机型适合密胺、塑料与玻璃器皿，不变形、不发黄。' },
  ],
});
