/**
 * The sample facts this repository ships with (BRAND.md): the ICP filing number 00000000, hosts
 * and e-mail addresses at `.example` domains, and phone numbers with a 0000 group. They must be
 * the company's own before the site goes live. Every build prints what is left (scripts/build.ts,
 * last) and `npm run check:release` (scripts/check-release.ts) fails while anything is.
 *
 * No imports: the build's server bundle, the CLI (Node) and the tests all call it.
 */

/**
 * One sample value found: where it is first (`site.company.icp`), where else the same value is
 * (`footer.beian.title`, which reads it), the value and what kind it is.
 */
export interface SampleFact {
  where: string;
  alsoAt: string[];
  value: string;
  what: string;
}

/** The variables behind the environment's fields (src/config/env.ts, `.env.<mode>`). */
const ENV_VARIABLES: Record<string, string> = {
  apiBase: 'VITE_API_BASE',
  ucenterUrl: 'VITE_UCENTER_URL',
  homeUrl: 'VITE_HOME_URL',
  fileHost: 'VITE_FILE_HOST',
  staticHost: 'VITE_STATIC_HOST',
  wxQrPrefix: 'VITE_WX_QR_PREFIX',
  tokenDomains: 'VITE_TOKEN_DOMAINS',
  siteOrigin: 'VITE_SITE_ORIGIN',
};

const FILING = /0{8}/;
/** `.example` as the top-level domain (RFC 2606), not `example.com`. */
const EXAMPLE_EMAIL = /[^\s@/:]+@(?:[\w-]+\.)*example(?![\w-]|\.\w)/i;
const EXAMPLE_HOST = /(?:^|[^\w-])\.?(?:[\w-]+\.)+example(?![\w-]|\.\w)/i;
/** A phone number (digits with dashes, spaces or brackets, an optional +) … */
const PHONE = /^\+?[\d\s()-]{7,}$/;
/** … with a group of four zeros (138-0000-1234). */
const ZEROS_GROUP = /(?:^|\D)0000(?:\D|$)/;

/** What sample fact a string is, if it is one. */
function sampleKind(value: string): string | null {
  if (FILING.test(value)) return 'the sample filing number 00000000';
  if (EXAMPLE_EMAIL.test(value)) return 'an e-mail address at an .example domain';
  if (EXAMPLE_HOST.test(value)) return 'an .example host';
  if (PHONE.test(value.trim()) && ZEROS_GROUP.test(value))
    return 'a sample phone number, a 0000 group';
  return null;
}

/** An array element's name in a path: its title when it has one (`items[客户中心]`), else its index. */
function elementName(element: unknown, index: number): string {
  const title = (element as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title ? title : String(index);
}

/**
 * Every sample fact in the given objects (`{ site, footer, env }`: the site configuration, its
 * footer and the build's environment), in the order they are written, each named by its path.
 */
export function sampleFacts(sources: Record<string, unknown>): SampleFact[] {
  // By value: one fact stated in several places (the filing number in company.icp and the
  // footer) is one line, naming each place.
  const found = new Map<string, SampleFact>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const what = sampleKind(value);
      const where = withVariable(path);
      const known = found.get(value);
      if (known) known.alsoAt.push(where);
      else if (what) found.set(value, { where, alsoAt: [], value, what });
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((element, i) => visit(element, `${path}[${elementName(element, i)}]`));
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
  };
  for (const [name, value] of Object.entries(sources)) visit(value, name);
  return [...found.values()];
}

/** `env.apiBase` → `env.apiBase (VITE_API_BASE)`: the line of `.env.<mode>` to change. */
function withVariable(where: string): string {
  const field = /^env\.(\w+)/.exec(where)?.[1];
  const variable = field ? ENV_VARIABLES[field] : undefined;
  return variable ? `${where} (${variable})` : where;
}

/** Terminal columns of a text: a Chinese character takes two. */
const columns = (text: string) =>
  [...text].reduce((sum, char) => sum + (/[\u2e80-\uffef]/.test(char) ? 2 : 1), 0);

/**
 * The build's closing warning, or `check:release`'s report: each sample fact on a line of its
 * own. Empty when there is none.
 */
export function sampleFactsReport(facts: SampleFact[], mode: string): string {
  if (facts.length === 0) return '';
  const width = Math.max(...facts.map((fact) => columns(fact.where)));
  const also = (fact: SampleFact) => (fact.alsoAt.length ? `; also ${fact.alsoAt.join(', ')}` : '');
  return [
    `WARNING: ${facts.length} sample fact${facts.length === 1 ? ' is' : 's are'} still in the site file ` +
      `(src/config/company.ts, site.ts, site-footer.ts) or .env.${mode}:`,
    ...facts.map(
      (fact) =>
        `  ${fact.where}${' '.repeat(width - columns(fact.where))}  ${fact.value}  (${fact.what}${also(fact)})`,
    ),
    "Replace each with the company's own before going live; `npm run check:release` fails until none is left (docs/deployment.md).",
  ].join('\n');
}
