import { facts, plantAreaText, rangePhrase, yearsText } from './claims/facts';
import { canteenScene } from './canteen-scene';
import type { Illustration } from './types';

/**
 * The home page's first screen, in a file of its own: the rest of ./home.ts (and the claims it
 * reads) belongs to the part below the hero, which a first visit fetches after hydration.
 */
export const homeHero: { title: string; subtitle: string; points: string[]; art: Illustration } = {
  title: '商用厨房设备整体解决方案',
  subtitle: `澄川厨装扎根佛山顺德${yearsText}，为学校、医院、企业食堂、酒店与连锁餐饮设计、制造并交付一间间安全、高效、节能的后厨。`,
  points: [rangePhrase, `自有 ${plantAreaText} 生产基地`, `${facts.servicePoints} 个省级服务网点`],
  art: canteenScene,
};
