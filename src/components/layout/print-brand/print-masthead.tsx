import LogoMark from '@/assets/brand/logo-mark.svg?react';
import { env } from '@/config/env';
import { site } from '@/config/site';

/**
 * The company's letterhead over a printed page (spec sheets, 产品手册, 画册): logo, name, hotline
 * and web address. Print only: on screen the site header says all of it. The prerender writes it
 * before #root (scripts/prerender.ts, via src/entry-server.tsx), so it costs no JS; its styles are
 * global (src/styles/print-brand.less).
 */
export function PrintMasthead() {
  const { company } = site;
  return (
    <div className="print-masthead">
      <LogoMark className="print-masthead__logo" width={40} height={40} aria-hidden="true" />
      <p className="print-masthead__name">
        <strong>{company.name}</strong>
        <span>{site.title}</span>
      </p>
      <p className="print-masthead__contact">
        <strong>{`服务热线 ${company.hotline}`}</strong>
        <span>{new URL(env.siteOrigin).host}</span>
      </p>
    </div>
  );
}
