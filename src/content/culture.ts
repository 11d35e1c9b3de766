import { chineseNumber, rdSharePhrase } from './claims/facts';
import { hotlineLine, servicePromises } from './claims/service';
import culturePromise from '@/assets/illustrations/company/culture-promise.svg';
import staffLifeArt from '@/assets/illustrations/company/staff-life.svg';
import type { Illustration, SectionHeading, TitledText } from './types';

export interface Statement {
  /** The one-line statement, shown large. */
  headline: string;
  /** What it means in practice. */
  text: string;
}

export const cultureBanner = {
  title: '企业文化',
  subtitle: '守住每一道焊缝，守住每一份承诺。',
  image: culturePromise,
};

export const mission: Statement = {
  headline: '让每一间后厨更安全、更高效、更节能',
  text: '后厨是一座餐厅、一所学校、一家医院的“心脏”。我们造的每一台灶、每一台冷柜，都要经得起每天上千份饭菜、十几个小时连续运转的考验，让厨师用得顺手、管理者放心、就餐的人吃得安心。',
};

export const vision: Statement = {
  headline: '成为中国团餐后厨最值得托付的整体解决方案伙伴',
  text: '不只卖设备，更对整间厨房的结果负责：从规划设计、设备制造到安装调试与长期维保，用一个团队、一套标准，陪客户走完厨房的全生命周期。',
};

export const values: TitledText[] = [
  {
    title: '安全为先',
    text: '燃气、用电与食品接触安全没有“差不多”。每台燃气设备出厂前逐台检漏，每台电器逐台做耐压与接地测试。',
  },
  {
    title: '客户至上',
    text: '站在厨师长和后勤主管的角度想问题：设备好不好清洗、动线顺不顺、坏了多久能修好，比参数表更重要。',
  },
  {
    title: '匠心品质',
    text: '焊缝打磨到摸不出毛刺，转角做成便于清洁的圆弧，看不见的地方也按看得见的标准做。',
  },
  {
    title: '持续创新',
    text: `每年将${rdSharePhrase}投入研发，围绕节能、环保和智能化持续改进，让新技术真正用在后厨里。`,
  },
  { title: '诚信守约', text: '报价透明、工期守时、质保条款写进合同；答应客户的事，说到就要做到。' },
  {
    title: '协作共赢',
    text: '与设计院、工程商、经销商和供应商长期合作，把利益分清楚，把责任扛起来，一起把项目做好。',
  },
];

export type { ServicePromise } from './claims/service';

export const promiseLead = `${hotlineLine}。这${chineseNumber(servicePromises.length)}条承诺写进每一份设备合同。`;

export const promises = servicePromises;

export const staffLife: TitledText[] = [
  {
    title: '师带徒成长计划',
    text: '新员工入职即配一名资深师傅，钣金、焊接、电气技工三个月内完成岗位认证，技能等级与薪资直接挂钩。',
  },
  {
    title: '澄川大食堂',
    text: '员工食堂就用我们自己的设备，一日三餐加夜宵，每周公布菜单，厨房设备也在这里做长期耐用性试验。',
  },
  {
    title: '球队与兴趣社团',
    text: '篮球、羽毛球、龙舟队和摄影社常年活动，每年端午参加顺德龙舟邀请赛，年底举办全员运动会。',
  },
  {
    title: '家属开放日',
    text: '每年暑假邀请员工家属参观车间与研发中心，孩子们可以在体验厨房里用我们的设备做一顿饭。',
  },
];

export const staffLifeImage: Illustration = {
  src: staffLifeArt,
  alt: '澄川员工在公司食堂一起用餐，桌上摆着三份热腾腾的饭菜',
  width: 560,
  height: 360,
};

export const valuesHeading: SectionHeading = {
  id: 'values',
  title: '核心价值观',
  lead: '六条价值观，是我们做产品、做工程、做服务时共同的判断标准。',
};

export const lifeHeading: SectionHeading = {
  id: 'life',
  title: '员工生活',
  lead: '好设备是人做出来的。我们希望每一位澄川人在这里学到手艺，也过得开心。',
};
