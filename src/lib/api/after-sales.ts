import type { MaintenanceBody, RepairBody } from '@/contract';
import { ENDPOINTS } from '@/contract/endpoints';
import { call } from '@/lib/http/client';

// The customer centre's after-sales calls (bearer token); each list shows its own failure.

/** 我的设备 GET /api/cms/customer/profile/equipment */
export const getEquipment = () => call(ENDPOINTS.equipment, { silent: true });

/** 登记设备 POST /api/cms/customer/profile/equipment */
export const registerEquipment = (serialNo: string) =>
  call(ENDPOINTS.registerEquipment, { data: { serialNo }, silent: true });

/** 报修记录 GET /api/cms/customer/profile/repair */
export const getRepairs = () => call(ENDPOINTS.repairs, { silent: true });

/** 申请报修 POST /api/cms/customer/profile/repair */
export const requestRepair = (body: RepairBody) =>
  call(ENDPOINTS.requestRepair, { data: body, silent: true });

/** 保养记录 GET /api/cms/customer/profile/maintenance */
export const getMaintenance = () => call(ENDPOINTS.maintenance, { silent: true });

/** 记录保养 POST /api/cms/customer/profile/maintenance */
export const recordMaintenance = (body: MaintenanceBody) =>
  call(ENDPOINTS.recordMaintenance, { data: body, silent: true });
