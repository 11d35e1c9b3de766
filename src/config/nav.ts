import { paths } from './paths';
import { seriesImages } from '@/content/catalogue/series-images';
import { SERIES } from './series';

export interface NavLink {
  title: string;
  href: string;
  /** A picture for the dropdown (base path of a render: `-480.webp` is appended). */
  image?: string;
}

export interface NavGroup {
  title: string;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

/** Top navigation, in the order of the UI contract. /technology and /download are routes but not entries. */
export const NAV: NavEntry[] = [
  { title: '首页', href: paths.home },
  {
    title: '关于我们',
    children: [
      { title: '公司简介', href: paths.about },
      { title: '发展历程', href: paths.progress },
      { title: '企业文化', href: paths.culture },
      { title: '工厂实力', href: paths.factory },
    ],
  },
  {
    title: '产品系列',
    children: SERIES.map((s) => ({
      title: s.name,
      href: paths.product(s.ctype),
      image: seriesImages[s.ctype],
    })),
  },
  { title: '资质荣誉', href: paths.qualification },
  { title: '工程案例', href: paths.case },
  {
    title: '生态合作',
    children: [
      { title: '合作共赢', href: paths.teamwork },
      { title: '加入我们', href: paths.joinus },
    ],
  },
  { title: '联系我们', href: paths.contact },
];
