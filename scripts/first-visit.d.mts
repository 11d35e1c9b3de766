import type { Manifest } from 'vite';

export declare const APP_BOOT: string;
export declare const BOOT_CHUNK: string;
export declare const ISLANDS: string[][];
export declare const entryKey: (manifest: Manifest) => string | undefined;
export declare const bootKey: (manifest: Manifest) => string | undefined;
export declare function closure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;
export interface Visit {
  entry: Set<string>;
  app: Set<string>;
  page: Set<string>;
}
export declare function firstVisit(manifest: Manifest, pageKey: string, dataKeys?: string[]): Visit;
export declare function laterVisit(
  manifest: Manifest,
  visit: Visit,
  laterKeys: string[],
): Set<string>;
export declare const islandKey: (manifest: Manifest, id: string) => string | undefined;
