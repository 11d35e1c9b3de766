import { readFileSync } from 'node:fs';
import { brand as brandBlue } from '../../../src/styles/tokens';

/**
 * The brand's colours and logo for the composed pages of a 产品手册, read from the site's own
 * tokens (the brand blue from src/styles/tokens.ts, the rest from src/styles/tokens.less) and logo
 * file, so they change with the site's.
 */
const TOKENS = readFileSync(new URL('../../../src/styles/tokens.less', import.meta.url), 'utf8');

function token(name: string): string {
  const match = new RegExp(`^@${name}:\\s*(#[0-9a-fA-F]{3,6});`, 'm').exec(TOKENS);
  if (!match) throw new Error(`src/styles/tokens.less has no colour @${name}`);
  return match[1]!;
}

export const brand = {
  brand: brandBlue,
  dark: token('brand-dark'),
  ink: token('brand-ink'),
  soft: token('brand-soft'),
  accent: token('accent'),
  text: token('text'),
  muted: token('text-muted'),
  line: token('line'),
  bgSoft: token('bg-soft'),
};

const LOGO = readFileSync(new URL('../../../src/assets/brand/logo-mark.svg', import.meta.url));

/** The logo mark as a data URL (an <img> needs no file of the build). */
export const logoDataUrl = `data:image/svg+xml;base64,${LOGO.toString('base64')}`;
