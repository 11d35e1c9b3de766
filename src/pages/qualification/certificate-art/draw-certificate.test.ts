// @vitest-environment node
// The certificate drawings in src/assets/illustrations/qualification/certificates are file
// snapshots of drawCertificate: `npm run certificates` (vitest -u) rewrites them after a change to
// the records or the drawing; here, and in CI, a stale or missing file fails.
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { certificateRecords, certificates, isReport } from '@/content/qualifications';
import { CERTIFICATE_DOCUMENTS } from './documents';
import { drawCertificate } from './draw-certificate';

describe('certificate drawings', () => {
  it.each(certificateRecords.map((record) => [record.id, record] as const))(
    '%s is drawn from its record and committed',
    async (id, record) => {
      const svg = drawCertificate(record, site.company.name);
      await expect(svg).toMatchFileSnapshot(
        `../../../assets/illustrations/qualification/certificates/${id}.svg`,
      );
    },
  );

  it('prints the number, the validity, the holder and the issuer on the seal', () => {
    for (const record of certificateRecords) {
      const svg = drawCertificate(record, site.company.name);
      expect(svg, record.id).toContain(record.code);
      expect(svg, record.id).toContain(record.validUntil);
      expect(svg, record.id).toContain(site.company.name);
      expect(svg, record.id).toMatch(/<textPath [^>]*>[^<]+<\/textPath>/);
      expect(svg, record.id).toContain(record.issuer.replace(/\s*等$/, ''));
    }
    const report = drawCertificate(certificateRecords.find(isReport)!, 'x');
    expect(report).toContain('报告编号');
    expect(report).not.toContain('证书编号');
  });

  it('has a look for every certificate and none left over', () => {
    expect(Object.keys(CERTIFICATE_DOCUMENTS).sort()).toEqual(
      certificateRecords.map((record) => record.id).sort(),
    );
  });

  it('escapes text for XML', () => {
    const record = { ...certificateRecords[0]!, code: 'A<B>&"C"' };
    const svg = drawCertificate(record, '甲&乙');
    expect(svg).toContain('A&#60;B&#62;&#38;&#34;C&#34;');
    expect(svg).toContain('甲&#38;乙');
    expect(svg).not.toMatch(/&(?!#\d+;)/);
  });

  it('gives every certificate its own drawing and an alt that names it', () => {
    expect(new Set(certificates.map((cert) => cert.image.src)).size).toBe(certificates.length);
    for (const cert of certificates) {
      expect(cert.image.src, `${cert.id}: run npm run certificates`).not.toBe('');
      expect(cert.image.alt.startsWith(cert.title), cert.id).toBe(true);
      expect(cert.image.alt, cert.id).toContain(cert.code);
    }
  });
});
