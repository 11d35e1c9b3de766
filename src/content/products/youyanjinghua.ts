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
  specNote:
    '处理风量为额定值；实际选型需结合灶台长度、炉头数与风管走向计算，我们免费提供风量核算。',
  uses: [
    {
      sectors: ['school', 'enterprise'],
      title: '学校与企业食堂',
      text: '大锅灶、炒灶集中排烟，多台净化器并联，满足大型后厨的风量需求。',
    },
    {
      sectors: ['hospital'],
      title: '医院厨房',
      text: '院区对异味敏感，静电净化配合高空排放，减少对病区的影响。',
    },
    {
      sectors: ['hotel'],
      title: '酒店后厨',
      text: '运水烟罩截留大颗粒油脂，风管不积油，降低火灾隐患。',
    },
    {
      sectors: ['chain'],
      title: '商业综合体餐饮',
      text: '商场、写字楼内的连锁门店排放达标，顺利通过环保验收。',
    },
  ],
});
