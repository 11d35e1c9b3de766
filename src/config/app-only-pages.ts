import type { ShellRouteKey } from './routes';

/** What the shell draws below the banner until the app renders the page (src/app/shell-page.tsx). */
export type ShellFrame = 'table' | 'results' | 'panels';

/**
 * The pages the server cannot prerender (their content comes from the address's query or the
 * visitor's login): their description, and the banner line and frame their prerendered shell
 * paints at once. The pages use the same description; the shell's lead is as long as the page's
 * own, so the page's banner does not become a later, larger paint. /ucenter's lead is the page's
 * own for a visitor not logged in, and longer than its login prompt, which would otherwise be the
 * largest paint, seconds late (Lighthouse mobile LCP 2.9 s).
 */
export const APP_ONLY_PAGES = {
  compare: {
    description: '并排对比澄川厨装商用厨房设备的尺寸、功率、容量与系列参数，最多 4 个型号。',
    lead: '正在载入对比的型号，尺寸、功率、容量与系列参数将并排列出。',
    frame: 'table',
  },
  search: {
    description: '在澄川厨装网站中搜索型号、产品、工程案例与页面。',
    lead: '正在查找匹配的型号、产品、工程案例与页面。',
    frame: 'results',
  },
  ucenter: {
    description: '澄川厨装客户中心：订单进度、设备档案与专属业务员，登录后查看。',
    lead: '订单进度、设备档案与专属业务员都在这里，报价、交付与售后服务一站跟进。',
    frame: 'panels',
  },
} as const satisfies Record<
  ShellRouteKey,
  { description: string; lead: string; frame: ShellFrame }
>;
