import teamJoin from '@/assets/illustrations/company/team-join.svg';
import { site } from '@/config/site';
import { officeHours, servicePhrase } from './claims/service';
import type { SectionHeading, TitledText } from './types';

export interface Position {
  /** Stable id for aria-controls. */
  id: string;
  title: string;
  department: string;
  location: string;
  /** Head count, e.g. "3\u00a0人". */
  count: string;
  duties: string[];
  requirements: string[];
}

export const joinusBanner = {
  title: '加入我们',
  subtitle: '在澄川，把手艺做精，把后厨做好。我们正在寻找志同道合的伙伴。',
  image: teamJoin,
};

export const positions: Position[] = [
  {
    id: 'sales-engineer',
    title: '销售工程师',
    department: '营销中心',
    location: '广州 / 深圳 / 长沙',
    count: '6 人',
    duties: [
      '负责区域内学校、医院、企业食堂与酒店客户的开发与维护，跟进厨房工程项目从需求到签约的全过程。',
      '配合厨房设计师完成现场勘测、方案讲解与投标文件编制。',
      '维护区域经销商与工程商关系，收集市场与竞品信息。',
    ],
    requirements: [
      '大专及以上学历，机电、暖通、市场营销相关专业优先。',
      '2 年以上商用厨具、暖通或建材类销售经验，有招投标经验者优先。',
      '能适应出差，持有 C1 驾照。',
    ],
  },
  {
    id: 'kitchen-designer',
    title: '厨房设计师',
    department: '工程设计院',
    location: '佛山顺德',
    count: '3 人',
    duties: [
      '根据就餐规模、菜系与建筑条件完成商用厨房工艺布局、设备清单与水电气排烟点位图。',
      '出具施工图与效果图，参与方案汇报、设计院对接与图纸会审。',
      '现场技术交底，处理施工过程中的设计变更。',
    ],
    requirements: [
      '本科及以上学历，建筑、环境设计、暖通或机械相关专业。',
      '熟练使用 AutoCAD、SketchUp，会 Revit 者优先。',
      '3 年以上商用厨房或餐饮空间设计经验，有中央厨房、学校食堂项目作品者优先。',
    ],
  },
  {
    id: 'service-engineer',
    title: '售后工程师',
    department: '客户服务中心',
    location: '全国各省级服务网点',
    count: '10 人',
    duties: [
      `负责所属区域设备的安装调试、故障维修与定期巡检，按时完成 ${servicePhrase}的服务要求。`,
      '对客户厨师与后勤人员进行设备操作与安全培训。',
      '填写服务工单与设备档案，反馈典型故障给研发与品质部门。',
    ],
    requirements: [
      '中专及以上学历，制冷、电气、燃气相关专业优先。',
      '持有低压电工作业证或制冷与空调作业证，有燃气具维修经验者优先。',
      '吃苦耐劳，服务意识强，能接受节假日轮值。',
    ],
  },
  {
    id: 'sheet-metal-technician',
    title: '钣金技工',
    department: '生产中心',
    location: '佛山顺德',
    count: '8 人',
    duties: [
      '按图纸完成不锈钢板材的折弯、冲压与成形，操作数控折弯机并进行程序调整。',
      '执行首件自检与过程自检，保证尺寸与外观质量。',
      '做好设备日常点检与 6S 现场管理。',
    ],
    requirements: [
      '能看懂钣金展开图与机械图纸，会使用常用量具。',
      '1 年以上数控折弯或钣金加工经验，有不锈钢厨具加工经验者优先；优秀应届生可由师傅带教。',
      '提供宿舍，适应两班倒。',
    ],
  },
  {
    id: 'electrical-engineer',
    title: '电气工程师',
    department: '研发中心',
    location: '佛山顺德',
    count: '2 人',
    duties: [
      '负责保温台、蒸饭柜、消毒柜等产品的电气原理设计、控制板选型与 PID 温控程序开发。',
      '主导新品电气安全预测试，配合第三方检测机构完成型式试验与认证。',
      '参与物联模块接入与现场疑难故障分析。',
    ],
    requirements: [
      '本科及以上学历，电气工程、自动化或电子相关专业。',
      '3 年以上家电或商用电器电气设计经验，熟悉 GB 4706 系列安全标准。',
      '熟悉单片机开发，有 PLC 或物联网项目经验者优先。',
    ],
  },
  {
    id: 'foreign-trade-specialist',
    title: '外贸专员',
    department: '国际业务部',
    location: '广州',
    count: '2 人',
    duties: [
      '开发东南亚、中东等海外市场的酒店、餐饮集团与进口商客户，处理询盘、报价与订单跟进。',
      '参加广交会及海外行业展会，维护阿里巴巴国际站等线上渠道。',
      '协调生产、报关与物流，确保按期交付。',
    ],
    requirements: [
      '本科及以上学历，英语 CET-6 或专业八级，能用英语进行商务谈判。',
      '2 年以上外贸经验，有机械或厨具出口经验者优先。',
      '熟悉进出口流程与常用贸易术语，掌握小语种者优先。',
    ],
  },
  {
    id: 'quality-engineer',
    title: '品质工程师',
    department: '品质部',
    location: '佛山顺德',
    count: '2 人',
    duties: [
      '制定来料、过程与出厂检验标准，组织首件确认与质量巡检。',
      '分析客户投诉与售后故障数据，推动 8D 改进与供应商整改。',
      '维护 ISO 9001 质量管理体系，配合内外部审核。',
    ],
    requirements: [
      '本科及以上学历，机械、材料或质量管理相关专业。',
      '3 年以上制造业品质管理经验，熟练运用 QC 七大手法与 SPC。',
      '有内审员资格者优先。',
    ],
  },
  {
    id: 'welding-technician',
    title: '焊接技工',
    department: '生产中心',
    location: '佛山顺德',
    count: '5 人',
    duties: [
      '完成不锈钢柜体、炉架、烟罩等部件的氩弧焊与焊后打磨。',
      '协助焊接机器人工作站的工装调整与焊缝质量检查。',
      '遵守安全操作规程，正确使用劳动防护用品。',
    ],
    requirements: [
      '持有熔化焊接与热切割作业证。',
      '2 年以上不锈钢氩弧焊经验，焊缝成形美观。',
      '提供宿舍，表现优秀者可参加机器人操作培训。',
    ],
  },
];

export const jobBenefits: TitledText[] = [
  { title: '五险一金', text: '入职即缴纳社会保险与住房公积金，另为一线与外勤岗位购买补充意外险。' },
  {
    title: '绩效与年终奖',
    text: '月度绩效加年终奖金，技能等级、职称晋升与薪资挂钩，每年 4 月调薪。',
  },
  { title: '食宿保障', text: '厂区员工食堂一日三餐加夜宵，提供空调宿舍，外地员工拎包入住。' },
  { title: '带薪休假', text: '法定节假日与带薪年休假之外，另有生日假与春节返乡车费补贴。' },
  {
    title: '培训成长',
    text: '师带徒计划、技能认证与管理培训体系，支持员工考取职业资格与继续教育。',
  },
  {
    title: '员工关怀',
    text: '年度体检、节日礼品、龙舟队与兴趣社团，家属开放日让家人了解你的工作。',
  },
];

export const applySteps: TitledText[] = [
  {
    title: '投递简历',
    text: '将简历发送至招聘邮箱，邮件标题请注明“应聘岗位 + 姓名 + 期望工作地点”。',
  },
  {
    title: '简历筛选',
    text: '人力资源部在 5 个工作日内完成筛选，合适的候选人将收到电话或短信通知。',
  },
  {
    title: '面试沟通',
    text: '一般为 1–2 轮面试，技术岗位包含实操或专业笔试，外地候选人可先视频面试。',
  },
  { title: '录用入职', text: '发放录用通知，完成入职体检后报到，第一周安排入职培训与岗位导师。' },
];

export const applyContact = {
  email: 'hr@chengchuan.example',
  phone: site.company.phone,
  hours: officeHours,
  address: `${site.company.address} 综合楼 2 楼人力资源部`,
};

export const dealerIntro =
  '澄川在全国范围内招募区域经销商，共同开发学校、医院、企业食堂与连锁餐饮市场。地级市以上区域优先，一个区域原则上只设一家核心经销商。';

export const dealerConditions: string[] = [
  '具有独立法人资格，营业执照经营范围包含厨房设备或机电设备销售。',
  '在当地有固定经营场所与展示空间，展厅面积不少于 100 ㎡。',
  '具备不少于 3 人的销售与售后团队，至少 1 名持证电工或制冷工。',
  '认同澄川的品牌理念与价格体系，不跨区域低价销售。',
  '有商用厨具、酒店用品或暖通工程行业经验者优先。',
];

export const dealerSupport: TitledText[] = [
  { title: '区域保护', text: '签约区域内项目报备保护，报备成功的项目由经销商独家跟进。' },
  {
    title: '价格与返利',
    text: '出厂价供货，按季度与年度销售额阶梯返利，首年首批订单享开业样机支持。',
  },
  {
    title: '设计与投标',
    text: '工程设计院提供方案设计、设备清单与投标技术文件，重点项目派专人协助。',
  },
  {
    title: '培训与售后',
    text: '免费销售、安装与维修培训；当地网点与原厂备件支持，疑难故障由厂家工程师到场。',
  },
];

export const benefitsHeading: SectionHeading = {
  id: 'benefits',
  title: '薪酬福利',
  lead: '踏实做事的人，在澄川有回报、有成长、有归属。',
};

export const applyHeading: SectionHeading = {
  id: 'apply',
  title: '应聘方式',
  lead: '简历请投递至招聘邮箱，也欢迎直接致电人力资源部咨询。',
};
