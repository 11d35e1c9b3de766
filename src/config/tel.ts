/** A tel: link for a displayed number such as 400-123-4567 (digits and a leading + only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
