/**
 * The company's facts (BRAND.md): a deployment edits them here and nowhere else. No asset imports,
 * so Node scripts (the share cards, the documents) read the same facts as the site
 * (src/config/site.ts carries them as `site.company`).
 */
export interface Company {
  name: string;
  shortName: string;
  address: string;
  /** The landline (BRAND.md): Foshan's area code, like the address. */
  phone: string;
  hotline: string;
  email: string;
  founded: number;
  /** Where the plant is, for the map link (GCJ-02, as Amap expects). */
  position: { lng: number; lat: number };
  icp: string;
}

/** The company's facts (BRAND.md): a deployment edits them here and nowhere else. */
export const company: Company = {
  name: '澄川商用厨房设备有限公司',
  shortName: '澄川厨装',
  address: '广东省佛山市顺德区澄川工业园 8 号',
  phone: '0757-2883-1234',
  hotline: '400-860-1234',
  email: 'sales@chengchuan.example',
  founded: 2006,
  position: { lng: 113.2936, lat: 22.8051 },
  icp: '粤ICP备00000000号-1',
};
