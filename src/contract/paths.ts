/** Every endpoint of the company API (SPEC.md section 7, plus the enquiry of UI-CONTRACT.md). */
export const PATHS = {
  /** 密码登录 POST, JSON { username, password } */
  login: '/api/cms/login',
  /** 用户注册 POST, JSON { phoneNumber, code, companyName, checked, uuid } */
  register: '/api/cms/register',
  /** 短信登录 POST, JSON { phoneNumber, code, uuid } */
  smsLogin: '/api/sms/login',
  /** 发送验证码 POST ?phoneNumber= (phone mode) */
  smsLoginCode: '/api/sms/loginCode',
  /** 发送验证码 POST ?phoneNumber= (bind mode) */
  smsBindCode: '/api/sms/bindWxPhoneCode',
  /** 发送验证码 POST ?phoneNumber= (register mode) */
  smsRegisterCode: '/api/sms/registerCode',
  /** 获取扫码登录二维码 GET */
  wxTicket: '/api/wx/auth/get-ticket',
  /** 查询扫码状态 GET /api/wx/auth/check/{uuid} */
  wxCheck: (uuid: string) => `/api/wx/auth/check/${encodeURIComponent(uuid)}`,
  /** 微信绑定已有账号 POST, JSON { phoneNumber, code, uuid, wxCode } */
  wxBind: '/api/wx/auth/bind-exist-customer',
  /** 客户资料 GET (bearer token) */
  profile: '/api/cms/customer/profile',
  /** 订单统计 GET (bearer token) */
  orderStatistics: '/api/cms/customer/profile/order-statistics',
  /** 提交询价 POST, JSON InquiryBody */
  inquiry: '/api/cms/inquiry',
  /** 我的设备 GET / 登记设备 POST { serialNo } (bearer token; after-sales.ts) */
  equipment: '/api/cms/customer/profile/equipment',
  registerEquipment: '/api/cms/customer/profile/equipment',
  /** 报修记录 GET / 申请报修 POST RepairBody (bearer token) */
  repairs: '/api/cms/customer/profile/repair',
  requestRepair: '/api/cms/customer/profile/repair',
  /** 保养记录 GET / 记录保养 POST MaintenanceBody (bearer token) */
  maintenance: '/api/cms/customer/profile/maintenance',
  recordMaintenance: '/api/cms/customer/profile/maintenance',
  /** 通用上传 POST, multipart `file` (sales-path.ts) */
  upload: '/api/common/upload',
} as const;

export type SmsPurpose = 'login' | 'bind' | 'register';

/** Which send-code endpoint each purpose uses. */
export const SMS_CODE_PATH: Record<SmsPurpose, string> = {
  login: PATHS.smsLoginCode,
  bind: PATHS.smsBindCode,
  register: PATHS.smsRegisterCode,
};
