import chainArt from '@/assets/illustrations/cases/chain.svg';
import enterpriseArt from '@/assets/illustrations/cases/enterprise.svg';
import hospitalArt from '@/assets/illustrations/cases/hospital.svg';
import hotelArt from '@/assets/illustrations/cases/hotel.svg';
import schoolArt from '@/assets/illustrations/cases/school.svg';
import { kitchenScenes } from './kitchen-scenes';
import type { Figure, Illustration, TitledText } from './types';

import { CASE_SECTORS, caseStudies, type CaseSector } from './case-studies';

export {
  CASE_SECTORS,
  caseStudies,
  casesUsingModel,
  type CaseSector,
  type CaseStudy,
  type InstalledItem,
} from './case-studies';

export function isCaseSector(value: string | null | undefined): value is CaseSector {
  return CASE_SECTORS.some((sector) => sector === value);
}

export interface SectorInfo {
  key: CaseSector;
  /** Short label for the filter bar. */
  label: string;
  scene: Illustration;
  /** The kind of kitchen such a project fits out (a render from the catalogue models). */
  kitchen: Illustration;
}

export const sectors: Record<CaseSector, SectorInfo> = {
  school: {
    key: 'school',
    kitchen: kitchenScenes.canteen,
    label: '学校',
    scene: { src: schoolArt, alt: '学校场景插画：带钟楼和旗杆的教学楼', width: 480, height: 300 },
  },
  hospital: {
    key: 'hospital',
    kitchen: kitchenScenes.canteen,
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
    kitchen: kitchenScenes.canteen,
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
    kitchen: kitchenScenes.hotel,
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
    kitchen: kitchenScenes.hotel,
    label: '连锁餐饮',
    scene: {
      src: chainArt,
      alt: '连锁餐饮场景插画：红白条纹遮阳篷的餐厅门店',
      width: 480,
      height: 300,
    },
  },
};

export const casesBanner = {
  title: '工程案例',
  subtitle: '从一所学校到一家连锁品牌的几十家门店，每个项目都由同一支团队设计、制造、安装与维保。',
};

export const cases = caseStudies;

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
