import { fileUrl } from '@/config/asset-url';
import type { CustomerProfile } from '@/lib/api/customer';
import type { SalesmanCard } from '@/components/layout/side-guide-bar/side-guide-bar';

/** The side bar's view of the profile's salesman; the QR is requested from the file host at 80×80, quality 1. */
export function salesmanCard(profile: CustomerProfile | null): SalesmanCard | null {
  const salesman = profile?.salesman;
  if (!salesman) return null;
  return {
    nickName: salesman.nickName,
    phone: salesman.phonenumber,
    wxQrUrl: salesman.wxQrCode
      ? fileUrl(salesman.wxQrCode, { width: 80, height: 80, quality: 1 })
      : undefined,
  };
}
