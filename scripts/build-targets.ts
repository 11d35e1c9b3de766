// The browsers this site supports (package.json "browserslist") as Vite/Rolldown build targets
// ('chrome87', 'safari14', …) and as Lightning CSS targets, so JS syntax and CSS (range media
// queries, nesting, :is()) are lowered for the oldest engine on the list.
import browserslist from 'browserslist';
import { browserslistToTargets } from 'lightningcss';

const NAMES: Record<string, string> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

export const supportedBrowsers = browserslist(undefined, { path: process.cwd() });

/** The oldest version of each engine, in the form Vite's build.target takes. */
export function buildTargets(browsers: string[] = supportedBrowsers): string[] {
  const oldest = new Map<string, number>();
  for (const entry of browsers) {
    const [name, version] = entry.split(' ');
    const engine = NAMES[name!];
    const major = Number.parseFloat(version!.split('-')[0]!);
    if (!engine || Number.isNaN(major)) continue;
    if (!oldest.has(engine) || major < oldest.get(engine)!) oldest.set(engine, major);
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`);
}

export const cssTargets = () => browserslistToTargets(supportedBrowsers);
