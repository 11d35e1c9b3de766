/** A tel: link for a displayed number such as 400-860-1234 (digits and a leading + only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
