// The contract's own files, not its index: the index would bring every part of the contract
// (after-sales, layout, sales path) into the first visit's files.
import { INQUIRY_LIMITS, type InquiryItem } from '@/contract/inquiry';
import { storedValue, useStoredValue } from '@/lib/storage/stored-value';

const isItem = (item: unknown): item is InquiryItem =>
  typeof item === 'object' &&
  item !== null &&
  'model' in item &&
  typeof item.model === 'string' &&
  'quantity' in item &&
  typeof item.quantity === 'number' &&
  Number.isInteger(item.quantity) &&
  item.quantity >= 1 &&
  item.quantity <= INQUIRY_LIMITS.maxQuantity;

const isItems = (raw: unknown): InquiryItem[] | null =>
  Array.isArray(raw) && raw.every(isItem) ? raw : null;

/** The enquiry list (询价单): models as the catalogue writes them, with quantities. */
export const inquiryList = storedValue<InquiryItem[]>('cc-inquiry', [], isItems);

const clampQuantity = (quantity: number) =>
  Math.min(INQUIRY_LIMITS.maxQuantity, Math.max(1, Math.round(quantity)));

/** Adds a model (or adds to its quantity when it is already listed). */
export function addToInquiry(model: string, quantity = 1) {
  inquiryList.set((items) =>
    items.some((item) => item.model === model)
      ? items.map((item) =>
          item.model === model
            ? { ...item, quantity: clampQuantity(item.quantity + quantity) }
            : item,
        )
      : [...items, { model, quantity: clampQuantity(quantity) }],
  );
}

export function setInquiryQuantity(model: string, quantity: number) {
  if (!Number.isFinite(quantity)) return;
  inquiryList.set((items) =>
    items.map((item) =>
      item.model === model ? { ...item, quantity: clampQuantity(quantity) } : item,
    ),
  );
}

export function removeFromInquiry(model: string) {
  inquiryList.set((items) => items.filter((item) => item.model !== model));
}

export function clearInquiry() {
  inquiryList.set([]);
}

export const useInquiryList = () => useStoredValue(inquiryList);
