import { FIELD_MESSAGE, PHONE_PATTERN } from '@/contract';
import type { CustomerProfile, OrderStatistics, RegisterBody } from '@/contract';
import { copy, ok, refuse, unauthorized, type Result, type StoreContext } from './context';
import { WANG } from './data';
import type { VerifyCode } from './sms-codes';

/** Customers: password and SMS login, registration (a known phone is refused), what a token reads. */
export const accounts = (ctx: StoreContext, verifyCode: VerifyCode) => ({
  loginWithPassword(username: string, password: string): Result<string> {
    if (!username || !password) return refuse('请输入客户编号和密码');
    const customer = ctx.customerByNo(username.toUpperCase());
    if (!customer?.password || customer.password !== password) return refuse('客户编号或密码错误');
    return ok(ctx.issueToken(customer.customerNo));
  },

  loginWithSms(phoneNumber: string, code: string, uuid: string): Result<string> {
    if (!PHONE_PATTERN.test(phoneNumber)) return refuse(FIELD_MESSAGE.phonePattern);
    const customer = ctx.customerByPhone(phoneNumber);
    if (!customer) return refuse('该手机号未注册');
    return verifyCode('login', phoneNumber, code, uuid) ?? ok(ctx.issueToken(customer.customerNo));
  },

  register(input: RegisterBody): Result<string> {
    const { phoneNumber, companyName } = input;
    if (!input.checked) return refuse('请先勾选同意用户服务协议和隐私政策');
    if (!companyName) return refuse(FIELD_MESSAGE.companyName);
    if ([...companyName].length > 100) return refuse('公司名称不能超过 100 个字');
    if (/[\p{Cc}\u2028\u2029]/u.test(companyName)) return refuse('公司名称不能包含换行或控制字符');
    if (!PHONE_PATTERN.test(phoneNumber)) return refuse(FIELD_MESSAGE.phonePattern);
    if (ctx.customerByPhone(phoneNumber)) return refuse('该手机号已注册，请直接登录');
    const refused = verifyCode('register', phoneNumber, input.code, input.uuid);
    if (refused) return refused;
    const customerNo = `C${10086 + ctx.db.customers.length}`;
    // A registrant gives no person's name: the customer is the company they typed.
    const fields = { password: '', userName: companyName, salesman: WANG };
    ctx.db.customers.push({ customerNo, phoneNumber, companyName, ...fields });
    return ok(ctx.issueToken(customerNo));
  },

  profile(token: string): Result<CustomerProfile> {
    const c = ctx.customerByToken(token);
    if (!c) return unauthorized;
    const { userName, customerNo, companyName, phoneNumber, salesman } = c;
    return ok(copy({ userName, customerNo, companyName, phoneNumber, salesman }));
  },

  orderStatistics(token: string): Result<OrderStatistics> {
    const c = ctx.customerByToken(token);
    const empty = { total: 0, pending: 0, producing: 0, shipped: 0, finished: 0 };
    return c ? ok({ ...(c.stats ?? empty) }) : unauthorized;
  },

  salesmanByQrPath: (path: string) =>
    copy(ctx.db.customers.find((c) => c.salesman.wxQrCode === path)?.salesman),
});
