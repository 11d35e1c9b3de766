import { FIRST_PICTURE_TIMING } from '@/config/start-up';

/**
 * The attributes of a page's first picture (its largest paint): fetched before the rest, and
 * reported when painted. Nothing for any other picture.
 */
export const firstPicture = (first: boolean) =>
  first ? ({ fetchPriority: 'high', elementtiming: FIRST_PICTURE_TIMING } as const) : {};
