/**
 * The local API's pages outside the contract, as msw handlers: /health, the fake WeChat app
 * (/wx/qrcode, /wx/scan), the inbox of SMS codes, enquiries, repairs and maintenance records, with
 * the serial numbers a demo customer can register (/dev…), the salesman QRs.
 */
import { http, HttpResponse } from 'msw';
import QRCode from 'qrcode';
import { REPAIR_STATUS_LABEL } from '@/contract';
import { SMS_PURPOSE_LABEL, type MockStore, type SmsCode } from '@/mocks/store';

const svg = async (text: string) =>
  new HttpResponse(await QRCode.toString(text, { type: 'svg', width: 256, margin: 1 }), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
const esc = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const time = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });
const row = (cells: string[], tag = 'td') => `<tr><${tag}>${cells.join(`</${tag}><${tag}>`)}</tr>`;
const table = (head: string[], rows: string[][]) =>
  `<table>${[row(head, 'th'), ...rows.map((r) => row(r))].join('\n')}</table>`;

/** A page of plain HTML; `refresh` reloads it every 5 s. */
const page = (title: string, body: string, refresh = false) =>
  HttpResponse.html(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${refresh ? '<meta http-equiv="refresh" content="5">' : ''}
<title>${title}</title><style>body { font: 16px system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem }
button { font-size: 1rem; padding: .6rem 1.2rem; border: 0; border-radius: 6px; background: #07c160; color: #fff } .note { color: #5a6b7b }
.error { color: #b42318 } table { border-collapse: collapse; width: 100% } td, th { border-bottom: 1px solid #e5e8eb; padding: .4rem; text-align: left }</style></head>
<body><h1>${title}</h1>\n${body}\n</body></html>`);

const SCAN = '微信扫码（模拟）';
const STATUS = { used: '已使用', replaced: '已被新验证码取代' };
const smsStatus = (sms: SmsCode) =>
  sms.status !== 'active' ? STATUS[sms.status] : Date.now() >= sms.expiresAt ? '已过期' : '有效';

/**
 * What a real backend would text and hand to sales and service: SMS codes, enquiries, repairs and
 * maintenance records, newest first, and the registry's serial numbers no customer has registered.
 */
function inbox(store: MockStore) {
  const codes = store
    .recentSms()
    .map((sms) =>
      [time(sms.sentAt), sms.phoneNumber, SMS_PURPOSE_LABEL[sms.purpose], sms.code]
        .concat(time(sms.expiresAt), smsStatus(sms))
        .map(esc),
    );
  const inquiries = store
    .inquiries()
    .reverse()
    .map((q) => [
      `${esc(q.id)}<br>${esc(time(q.receivedAt))}`,
      `${esc(q.contactName)}<br>${esc(q.phoneNumber)}`,
      `${esc(q.companyName)}<br>${esc(q.region || '—')} · ${esc(q.diners ?? '—')} 人`,
      q.items.map((item) => `${esc(item.model)} × ${item.quantity}`).join('<br>'),
      esc(q.message || '—'),
    ]);
  const serials = store
    .unregisteredUnits()
    .map((u) =>
      [u.serialNo, `${u.model} ${u.name}`, u.site, u.installedAt, u.warrantyUntil].map(esc),
    );
  const repairs = store
    .allRepairs()
    .map((r) => [
      `${esc(r.id)}<br>${esc(r.createdAt)}`,
      `${esc(r.customerNo)}<br>${esc(r.contactName)} ${esc(r.phoneNumber)}`,
      `${esc(r.serialNo)}<br>${esc(r.model)}`,
      `${esc(r.fault)}${r.photos.length ? `<br>照片 ${r.photos.length} 张` : ''}`,
      esc(r.visitDate || '—'),
      [REPAIR_STATUS_LABEL[r.status], r.engineer?.nickName, r.engineer?.phonenumber]
        .filter(Boolean)
        .map(esc)
        .join('<br>'),
    ]);
  const records = store
    .allMaintenance()
    .map((m) => [m.doneAt, m.customerNo, m.serialNo, m.task, m.by, m.note || '—'].map(esc));
  return page(
    '本地 API 收件箱',
    `<p class="note">不发送真实短信：验证码也打印在终端。JSON：<a href="/dev/sms.json">/dev/sms.json</a>、<a href="/dev/inquiries.json">/dev/inquiries.json</a>、<a href="/dev/repairs.json">/dev/repairs.json</a>、<a href="/dev/maintenance.json">/dev/maintenance.json</a></p>
<h2>短信验证码</h2>${table(['发送时间', '手机号', '用途', '验证码', '有效期至', '状态'], codes)}
<h2>收到的询价（POST /api/cms/inquiry）</h2>${table(['编号', '联系人', '单位', '型号 × 数量', '需求说明'], inquiries)}
<h2>可登记的设备序列号</h2><p class="note">已出厂安装、尚未被客户登记：在客户中心点“登记设备”输入其一。</p>
${table(['序列号', '型号', '安装地点', '安装日期', '保修至'], serials)}
<h2>报修（POST /api/cms/customer/profile/repair）</h2><p class="note">新报修为“已受理”，2 分钟后变为“已派工”并指派工程师。</p>
${table(['编号', '客户', '设备', '故障', '期望上门', '状态'], repairs)}
<h2>保养记录（POST /api/cms/customer/profile/maintenance）</h2>${table(['日期', '客户', '设备', '项目', '执行人', '备注'], records)}
<form method="post" action="/dev/reset" onsubmit="return confirm('恢复演示数据？注册、登录、绑定、询价、设备登记、报修和保养记录都会清除。')"><button>恢复演示数据</button></form>`,
    true,
  );
}

export const devHandlers = (store: MockStore, log: (line: string) => void) => [
  http.get('*/health', () => HttpResponse.json({ ok: true })),

  /** The login QR encodes this server's scan page with the same query (?ticket=…). */
  http.get('*/wx/qrcode', ({ request }) => svg(request.url.replace('/wx/qrcode', '/wx/scan'))),

  http.get('*/wx/scan', ({ request }) => {
    const ticket = new URL(request.url).searchParams.get('ticket') ?? '';
    const refusal = store.scanRefusal(ticket);
    if (refusal) return page(SCAN, `<p class="error">${refusal}</p>`);
    const buttons = store.wxUsers().map(({ openId, userName }) => {
      const who = `${userName ? `已绑定用户 ${userName}` : '新微信用户'} (${openId})`;
      return `<form method="post" action="/wx/scan"><input type="hidden" name="ticket" value="${esc(ticket)}">
<input type="hidden" name="openId" value="${esc(openId)}"><button>以 ${esc(who)} 扫码</button></form>`;
    });
    const note = '已绑定用户扫码后网页直接登录；新微信用户扫码后，网页会要求绑定已有账号。';
    return page(
      SCAN,
      `<p>请选择扫码的微信身份：</p>\n${buttons.join('\n')}\n<p class="note">${note}</p>`,
    );
  }),

  http.post('*/wx/scan', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const openId = form.get('openId') ?? '';
    const result = store.scanWx(form.get('ticket') ?? '', openId);
    if (!result.ok) return page(SCAN, `<p class="error">${esc(result.msg)}</p>`);
    const customer = result.value.customer;
    log(`[微信] ${openId} 扫码，${customer ? `登录客户 ${customer.customerNo}` : '尚未绑定客户'}`);
    const text = customer
      ? `扫码成功：已绑定用户 ${esc(customer.userName)}，网页将自动登录。`
      : '扫码成功：该微信尚未绑定账号，请回到网页，用手机号验证码绑定已有账号。';
    return page(SCAN, `<p>${text}</p><p class="note">请回到网页查看。</p>`);
  }),

  http.get('*/dev', () => inbox(store)),
  http.get('*/dev/sms.json', () => HttpResponse.json(store.recentSms())),
  http.get('*/dev/inquiries.json', () => HttpResponse.json(store.inquiries())),
  http.get('*/dev/repairs.json', () => HttpResponse.json(store.allRepairs())),
  http.get('*/dev/maintenance.json', () => HttpResponse.json(store.allMaintenance())),
  http.post('*/dev/reset', () => {
    store.reset();
    log('[数据] 已恢复演示数据');
    return new HttpResponse(null, { status: 303, headers: { Location: '/dev' } });
  }),

  /** The file host: wxQrCode '/salesman/<name>.svg' is served at /files/salesman/<name>.svg. */
  http.get<{ name: string }>('*/files/salesman/:name', ({ params }) => {
    const salesman = store.salesmanByQrPath(`/salesman/${params.name}`);
    if (!salesman) return HttpResponse.json({ code: 404, msg: '文件不存在' }, { status: 404 });
    return svg(`MECARD:N:${salesman.nickName};TEL:${salesman.phonenumber};;`);
  }),
];
