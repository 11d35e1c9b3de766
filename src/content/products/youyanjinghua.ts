import { seriesSummaries } from './summaries';
import { defineSeries } from './types';

export const youyanjinghua = defineSeries({
  ...seriesSummaries.youyanjinghua,
  intro: [
    '澄川油烟净化系列包括静电式油烟净化器与运水烟罩一体机，处理风量从 4000 m³/h 到 16000 m³/h，可为一个炉头的小店到数十个炉头的中央厨房配置排烟净化方案。',
    '静电式机型采用两级高压静电场：第一级使油烟颗粒荷电，第二级吸附收集，净化效率可达 95% 以上，排放浓度低于《饮食业油烟排放标准》2.0 mg/m³ 的限值。',
    '电场模块抽拉式设计，无需工具即可取出清洗；预留油烟在线监测接口，可将运行状态与排放数据上传至属地监管平台。',
  ],
  features: [
    { title: '两级高压静电', text: '荷电区与收集区分离，颗粒捕集充分，净化效率 ≥ 95%。' },
    { title: '低阻力省电', text: '蜂窝电场风阻小，风机能耗低，连续运行噪声不超过 60 dB(A)。' },
    { title: '抽拉式电场', text: '电场模块侧向抽出，清洗一次约 20 分钟，不影响次日营业。' },
    { title: '安全联锁', text: '检修门打开自动断电，高压短路与打火自动保护。' },
    { title: '在线监测接口', text: '预留 RS485 与 4G 模块接口，对接环保部门油烟在线监控平台。' },
  ],
  extraColumns: [
    { key: 'airflow', label: '处理风量' },
    { key: 'efficiency', label: '净化效率' },
  ],
  models: [
    {
      name: '静电式油烟净化器 4000 型',
      specs: {
        model: 'CC-YJ-4K',
        size: '800×600×500',
        power: '160 W',
        voltage: '220 V / 50 Hz',
        capacity: '适配 1–2 个炉头',
        airflow: '4000 m³/h',
        efficiency: '≥ 95%',
      },
    },
    {
      name: '静电式油烟净化器 8000 型',
      specs: {
        model: 'CC-YJ-8K',
        size: '1000×800×600',
        power: '240 W',
        voltage: '220 V / 50 Hz',
        capacity: '适配 3–4 个炉头',
        airflow: '8000 m³/h',
        efficiency: '≥ 95%',
      },
    },
    {
      name: '静电式油烟净化器 16000 型',
      specs: {
        model: 'CC-YJ-16K',
        size: '1300×1000×800',
        power: '450 W',
        voltage: '220 V / 50 Hz',
        capacity: '适配 6–8 个炉头',
        airflow: '16000 m³/h',
        efficiency: '≥ 96%',
      },
    },
    {
      name: '运水烟罩一体机',
      specs: {
        model: 'CC-YJ-YS30',
        size: '3000×1300×650',
        power: '水泵 370 W + 控制 60 W',
        voltage: '220 V / 50 Hz',
        capacity: '覆盖 3 m 长灶台',
        airflow: '12000 m³/h',
        efficiency: '≥ 90%（烟罩段）',
      },
    },
  ],
  specNote:
    '处理风量为额定值；实际选型需结合灶台长度、炉头数与风管走向计算，我们免费提供风量核算。',
  uses: [
    {
      title: '学校与企业食堂',
      text: '大锅灶、炒灶集中排烟，多台净化器并联，满足大型后厨的风量需求。',
    },
    { title: '医院厨房', text: '院区对异味敏感，静电净化配合高空排放，减少对病区的影响。' },
    { title: '酒店后厨', text: '运水烟罩截留大颗粒油脂，风管不积油，降低火灾隐患。' },
    { title: '商业综合体餐饮', text: '商场、写字楼内的连锁门店排放达标，顺利通过环保验收。' },
  ],
});
