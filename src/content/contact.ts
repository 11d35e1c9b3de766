import { chineseNumber, facts } from './claims/facts';
import { officeHours, replyWithin, service, servicePhrase, visitNotice } from './claims/service';
import locationMapSvg from '@/assets/illustrations/contact/location-map.svg';
import { site } from '@/config/site';
import type { Illustration, TitledText } from './types';
import { telHref } from '@/config/tel';

/** One way to reach the company: a phone line or a mailbox. */
export interface ContactChannel {
  label: string;
  value: string;
  /** tel: or mailto: link. */
  href: string;
  note: string;
  /** Show a copy button next to the value. */
  copyable?: boolean;
}

export interface ServiceOffice {
  region: string;
  city: string;
  address: string;
  phone: string;
  /** Provinces the office serves. */
  coverage: string;
}

export const contactBanner = {
  title: '联系我们',
  subtitle: '方案咨询、产品选型、工程报价与售后报修，一个电话即可找到澄川。',
};

export const contactDescription = `澄川厨装联系方式：全国服务热线 ${site.company.hotline}，总部位于${site.company.address}，区域服务中心就近响应。`;

export const contactChannels: ContactChannel[] = [
  {
    label: '全国服务热线',
    value: site.company.hotline,
    href: telHref(site.company.hotline),
    note: `7×24 小时受理咨询与报修，报修后 ${service.responseHours} 小时内由属地工程师回电。`,
  },
  {
    label: '公司总机',
    value: site.company.phone,
    href: telHref(site.company.phone),
    note: `${officeHours}，可转接采购、财务、人事及工程部门。`,
  },
  ...site.business.contactPhones.map((phone) => ({
    label: '业务洽谈',
    value: phone,
    href: telHref(phone),
    note: '项目报价、经销合作与工程投标，业务经理直接对接。',
    copyable: true,
  })),
  {
    label: '电子邮箱',
    value: site.company.email,
    href: `mailto:${site.company.email}`,
    note: `厨房平面图、招标文件请发至此邮箱，${replyWithin}回复。`,
  },
];

export const workingHours: TitledText[] = [
  { title: '办公时间', text: `${officeHours}（法定节假日除外）` },
  { title: '展厅开放', text: `周一至周六 9:00–17:00，参观请${visitNotice}预约` },
  { title: '售后热线', text: '全年无休，夜间与节假日由值班工程师接听' },
];

export const wechatIntro = {
  title: '扫码添加澄川客服微信',
  text: '用微信“扫一扫”添加客服，工作时间内 10 分钟内回复，非工作时间留言次日优先处理。',
  services: [
    '发送厨房平面图，免费获取初步设备布局方案',
    '查询订单生产、发货与安装进度',
    '预约工厂参观与样机试用',
    '设备故障拍照报修，获取配件报价',
  ],
};

export const serviceOffices: ServiceOffice[] = [
  {
    region: '华南区域服务中心',
    city: '广州',
    address: '广州市天河区科韵路 16 号澄川服务中心 5 楼',
    phone: '020-8888-1250',
    coverage: '广东、广西、海南、福建',
  },
  {
    region: '华东区域服务中心',
    city: '上海',
    address: '上海市闵行区莘庄工业区春东路 58 号 2 号楼',
    phone: '021-5888-1234',
    coverage: '上海、江苏、浙江、安徽、山东',
  },
  {
    region: '华北区域服务中心',
    city: '北京',
    address: '北京市大兴区经济技术开发区科创十街 20 号院 3 栋',
    phone: '010-5888-1234',
    coverage: '北京、天津、河北、山西、内蒙古及东北三省',
  },
  {
    region: '华中区域服务中心',
    city: '武汉',
    address: '武汉市东西湖区金银湖路 18 号澄川仓储中心',
    phone: '027-8588-1234',
    coverage: '湖北、湖南、河南、江西',
  },
  {
    region: '西南区域服务中心',
    city: '成都',
    address: '成都市双流区西航港大道 2666 号 6 栋 1 楼',
    phone: '028-8588-1234',
    coverage: '四川、重庆、云南、贵州、西藏',
  },
  {
    region: '西北区域服务中心',
    city: '西安',
    address: '西安市未央区凤城十二路 99 号 B 座 12 层',
    phone: '029-8588-1234',
    coverage: '陕西、甘肃、宁夏、青海、新疆',
  },
];

/** The offices section's lead: the centres, the network they run and the promise. */
export const officesLead = `${chineseNumber(serviceOffices.length)}大区域服务中心统筹 ${facts.servicePoints} 个省级服务网点，报修 ${servicePhrase}。`;

export const locationMap: Illustration = {
  src: locationMapSvg,
  alt: '澄川工业园位置示意图：园区位于河道南岸、两条主干道之间，西侧有高速公路，东侧为铁路与站点',
  width: 640,
  height: 400,
};

export const visitRoutes: TitledText[] = [
  {
    title: '高铁',
    text: '乘高铁至广州南站，出站后打车或网约车约 35 分钟；乘城际列车至顺德站，打车约 15 分钟。',
  },
  {
    title: '飞机',
    text: '广州白云国际机场距园区约 75 公里，可乘机场大巴至顺德大良站；团队来访可提前预约公司车辆接站。',
  },
  {
    title: '自驾',
    text: '导航搜索“澄川工业园”，由园区南门进入。园区设访客车位 60 个，预约登记后免费停放。',
  },
  {
    title: '参观预约',
    text: `工厂与展厅参观请${visitNotice}通过热线或客服微信预约，来访当日凭身份证在南门访客中心登记。`,
  },
];
