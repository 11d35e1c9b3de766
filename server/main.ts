/**
 * The local contract API for `npm run dev`: the msw handlers of src/mocks served on port 3003
 * (PORT overrides), with the store kept in .data/db.json at the project root (API_DATA_FILE overrides; delete
 * the file, or use /dev/sms → 恢复演示数据, to start again from the seed).
 * PORT=0 picks a free port (printed with the pid on the line `  端口 <port>，进程号 <pid>`);
 * TRUST_PROXY=1 takes client addresses from X-Forwarded-For (the SMS limits per address).
 */
import { fileURLToPath } from 'node:url';
import { startApiServer } from './app';

const port = Number(process.env.PORT ?? 3003);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT 无效：${process.env.PORT}`);
  process.exit(1);
}
const dataFile =
  process.env.API_DATA_FILE ?? fileURLToPath(new URL('../.data/db.json', import.meta.url));

try {
  const trustProxy = process.env.TRUST_PROXY === '1';
  const api = await startApiServer({ port, host: process.env.HOST, dataFile, trustProxy });
  const base = `http://localhost:${api.port}`;
  console.log(`本地契约 API 已启动：${base}`);
  // Tests and scripts (PORT=0) read the real port and the server's own pid (tsx runs it in a
  // child process of its CLI) from this line.
  console.log(`  端口 ${api.port}，进程号 ${process.pid}`);
  console.log(`  数据文件：${dataFile}`);
  if (trustProxy) console.log('  TRUST_PROXY=1：按 X-Forwarded-For 的最后一项识别客户端地址');
  console.log(`  短信验证码：${base}/dev/sms（也会打印在这里）`);
  console.log(
    '  演示账号：C10086 / 123456（手机 13800138000），C10087 / 123456（手机 13800138001）',
  );

  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`收到 ${signal}，正在关闭…`);
    api.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `端口 ${port} 已被占用：请关闭占用它的程序，或用 PORT=… 换一个端口。`
      : error,
  );
  process.exit(1);
}
