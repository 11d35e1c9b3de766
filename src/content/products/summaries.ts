import baowentaiArt from '@/assets/illustrations/products/baowentai.svg';
import lengguiArt from '@/assets/illustrations/products/lenggui.svg';
import shangyongzaotaiArt from '@/assets/illustrations/products/shangyongzaotai.svg';
import xiaodujiArt from '@/assets/illustrations/products/xiaoduji.svg';
import youyanjinghuaArt from '@/assets/illustrations/products/youyanjinghua.svg';
import zhengfanguiArt from '@/assets/illustrations/products/zhengfangui.svg';
import shangyongjingshuijiArt from '@/assets/illustrations/products/shangyongjingshuiji.svg';
import type { SeriesCtype } from '@/config/series';
import type { Illustration } from '../types';

/** What cards need of a series (home, overview): kept apart so they do not load every spec table. */
export interface SeriesSummary {
  ctype: SeriesCtype;
  name: string;
  /** One line for cards and the banner. */
  tagline: string;
  illustration: Illustration;
}

export const seriesSummaries = {
  baowentai: {
    ctype: 'baowentai',
    name: '保温台',
    tagline: '分格独立控温，出餐两小时仍保持适口温度与色泽。',
    illustration: {
      src: baowentaiArt,
      alt: '保温台示意图：带玻璃防喷嚏罩和暖光灯的不锈钢售饭台，台面上五格菜盆',
      width: 400,
      height: 300,
    },
  },
  lenggui: {
    ctype: 'lenggui',
    name: '冷柜',
    tagline: '四门、六门、工作台与留样柜，后厨冷链一次配齐。',
    illustration: {
      src: lengguiArt,
      alt: '冷柜示意图：带数显面板的不锈钢四门立式冰箱，门上有雪花标记',
      width: 400,
      height: 300,
    },
  },
  shangyongzaotai: {
    ctype: 'shangyongzaotai',
    name: '商用灶台',
    tagline: '猛火炒灶、大锅灶、矮汤灶与电磁灶，火力足、更省气。',
    illustration: {
      src: shangyongzaotaiArt,
      alt: '商用灶台示意图：带后挡板与鹅颈龙头的双头猛火炒灶，两口炒锅下火焰正旺',
      width: 400,
      height: 300,
    },
  },
  xiaoduji: {
    ctype: 'xiaoduji',
    name: '消毒柜',
    tagline: '热风循环高温消毒，餐盘、碗筷一次消毒烘干。',
    illustration: {
      src: xiaodujiArt,
      alt: '消毒柜示意图：立式不锈钢消毒柜，玻璃门内三层架上摆满餐盘和碗',
      width: 400,
      height: 300,
    },
  },
  youyanjinghua: {
    ctype: 'youyanjinghua',
    name: '油烟净化',
    tagline: '高压静电两级净化，排放达标，风道更干净。',
    illustration: {
      src: youyanjinghuaArt,
      alt: '油烟净化示意图：灶台上方的不锈钢烟罩通过风管连接蓝色静电净化器，净化后的空气从顶部排出',
      width: 400,
      height: 300,
    },
  },
  zhengfangui: {
    ctype: 'zhengfangui',
    name: '蒸饭柜',
    tagline: '电、燃气、外接蒸汽三种热源，一柜蒸出 480 人份米饭。',
    illustration: {
      src: zhengfanguiArt,
      alt: '蒸饭柜示意图：带手轮门锁和控制面板的不锈钢蒸饭柜，顶部冒出蒸汽，旁边放着一盘米饭',
      width: 400,
      height: 300,
    },
  },
  shangyongjingshuiji: {
    ctype: 'shangyongjingshuiji',
    name: '商用净水机',
    tagline: '多级过滤 + 反渗透，直饮水与烹饪用水一机解决。',
    illustration: {
      src: shangyongjingshuijiArt,
      alt: '商用净水机示意图：机架内并排四支滤芯和一个蓝色储水罐，左侧龙头滴出一滴清水',
      width: 400,
      height: 300,
    },
  },
} satisfies Record<SeriesCtype, SeriesSummary>;
