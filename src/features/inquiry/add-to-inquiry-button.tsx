import { addToInquiry, useInquiryList } from './inquiry-list';

interface AddToInquiryButtonProps {
  model: string;
  className?: string;
}

/** `加入询价单`; once the model is on the list it reads `已加入询价单` (a click adds one more). */
export function AddToInquiryButton({ model, className }: AddToInquiryButtonProps) {
  const listed = useInquiryList().some((item) => item.model === model);
  return (
    <button type="button" className={className} onClick={() => addToInquiry(model)}>
      {listed ? '已加入询价单' : '加入询价单'}
    </button>
  );
}
