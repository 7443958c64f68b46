import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLog, openBrowser, pictureFailures, type Session, signIn } from './browser';
import { button, dialog, toast } from './ui';

describe('the error log', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
    await signIn(s.page);
  });
  afterAll(() => s.close());
  pictureFailures(() => s);

  it('collects an uncaught error and lists it with its address and stack', async () => {
    await s.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('gate camera feed stopped');
      });
    });
    await expect.poll(async () => (await errorLog(s.page)).length).toBe(1);
    await s.page.getByRole('button', { name: '错误日志' }).click();
    const log = dialog(s.page);
    await expect.poll(() => log.innerText()).toContain('gate camera feed stopped');
    expect(await log.innerText()).toContain('/wel/index');
  });

  it('uploads the log to the server after a confirmation', async () => {
    const log = dialog(s.page);
    const [upload] = await Promise.all([
      s.page.waitForRequest((r) => r.url().endsWith('/api/updown/user/sendLogs') && r.method() === 'POST'),
      (async () => {
        await button(log, '上传服务器').click();
        const confirm = s.page.locator('.ant-modal-confirm:visible');
        await expect.poll(() => confirm.innerText()).toContain('确定上传本地日志到服务器？');
        await button(confirm, '确定').click();
      })(),
    ]);
    expect(JSON.parse(upload.postData() ?? '[]')[0].message).toBe('gate camera feed stopped');
    await expect.poll(() => toast(s.page, '发送成功').count()).toBe(1);
  });

  it('clears the local log after a confirmation', async () => {
    await button(dialog(s.page), '清空本地日志').click();
    const confirm = s.page.locator('.ant-modal-confirm:visible');
    await expect.poll(() => confirm.innerText()).toContain('确定清空本地日志记录？');
    await button(confirm, '确定').click();
    await expect.poll(() => toast(s.page, '清空成功').count()).toBe(1);
    expect(await errorLog(s.page)).toEqual([]);
  });
});
