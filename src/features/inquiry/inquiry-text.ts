/** The enquiry page's contract strings (docs/UI-CONTRACT.md, "Enquiry list"). */
export const INQUIRY_TEXT = {
  contactName: '请输入联系人',
  phoneRequired: '请输入手机号',
  phonePattern: '请输入正确的手机号',
  companyName: '请填写公司名称',
  agreement: '请勾选同意隐私政策',
  success: '提交成功',
  empty: '询价单是空的',
  emptyList: '询价单是空的，请先加入型号',
  copy: '复制询价内容',
} as const;
