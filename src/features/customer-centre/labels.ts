import type { OrderStatistics } from '@/lib/api/customer';

export const ORDER_STAT_LABELS: { key: keyof OrderStatistics; label: string }[] = [
  { key: 'total', label: '全部订单' },
  { key: 'pending', label: '待确认' },
  { key: 'producing', label: '生产中' },
  { key: 'shipped', label: '已发货' },
  { key: 'finished', label: '已完成' },
];
