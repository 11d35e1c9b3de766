/**
 * `npm run api` (and `npm run dev`): the local contract API on 127.0.0.1:3003. PORT changes the
 * port; API_HOST=0.0.0.0 exposes it to the network (it hands out SMS codes to anyone who reaches
 * it); API_DATA_FILE replaces .data/db.json; `--profile minimal` (or API_PROFILE=minimal) answers
 * as a RuoYi-style backend that keeps the contract and no more (src/mocks/answer-profiles.ts).
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { API_PROFILES, type ApiProfile } from '@/mocks/answer-profiles';
import { seedData } from '@/mocks/store';
import { startApiServer } from './app';

const { values } = parseArgs({ options: { profile: { type: 'string' } }, strict: true });
const profile = values.profile ?? process.env.API_PROFILE ?? 'full';
if (!(API_PROFILES as readonly string[]).includes(profile)) {
  console.error(`未知的后端档案 ${profile}：可选 ${API_PROFILES.join('、')}。`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3003);
const host = process.env.API_HOST ?? '127.0.0.1';
const dataFile =
  process.env.API_DATA_FILE ?? fileURLToPath(new URL('../.data/db.json', import.meta.url));

try {
  const api = await startApiServer({ port, host, dataFile, profile: profile as ApiProfile });
  const base = `http://localhost:${api.port}`;
  console.log(
    `本地契约 API 已启动：${base}（监听 ${host}，${profile} 档案），数据文件 ${dataFile}`,
  );
  console.log(`  短信验证码（也会打印在这里）、询价、报修、保养记录和可登记的序列号：${base}/dev`);
  const demo = seedData().customers.map(
    (c) => `${c.customerNo} / ${c.password}（手机 ${c.phoneNumber}）`,
  );
  console.log(`  演示账号：${demo.join('，')}`);
  const stop = () => void api.close().finally(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  console.error(
    inUse ? `端口 ${port} 已被占用：关闭占用它的程序，或用 PORT=… 换一个端口。` : error,
  );
  process.exit(1);
}
