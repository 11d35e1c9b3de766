import { site } from '@/config/site';

/**
 * The company's address line under a printed page. Print only, like the masthead; the PDFs of
 * `npm run documents` carry its first line as the footer of every page instead (#print-colophon).
 * Written after #root by the prerender, like the masthead.
 */
export function PrintColophon() {
  const { company } = site;
  return (
    <div className="print-colophon" id="print-colophon">
      <p>
        {`${company.name} · ${company.address} · 电话 ${company.phone} · 服务热线 ${company.hotline} · ${company.email}`}
      </p>
      <p>规格参数如有变更，以产品实物与供货合同为准。</p>
    </div>
  );
}
