import { crc32, deflateSync } from 'node:zlib';
import { deviceKind } from '@parking/resources';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, baseUrl, openBrowser, pictureFailures, type Session, screenshot, signIn } from './browser';
import { activePane, button, clickRowAction, settledDialog, tableRows, toast } from './ui';

const serial = String(Math.floor(Math.random() * 9000 + 1000));
const empNo = `E${serial}`;
const empName = `门禁员工${serial}`;
const doorName = `测试大堂门${serial}`;
const planName = `全天通行${serial}`;

/** A real 16×16 PNG, a face-coloured square, as a camera would not make but a reader takes. */
function smallPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0xe0, 0xb0, 0x90]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The office adds an employee with a face photo and grants them a door; the door's reader reports their face,
 * and the pass shows on the door events page as opened, with their name.
 */
describe('door access from employee to door event', () => {
  let s: Session;
  let readerKey: string;

  beforeAll(async () => {
    const token = await apiToken('company_a', 'Demo@2026');
    const parks = await api<{ data: { id: number }[] }>(token, 'GET', 'updown/basePark/list?parkName=世纪广场&size=1');
    const parkId = parks.data[0]?.id;
    if (!parkId) throw new Error('company A has no 世纪广场');
    const area = await api<{ id: number }>(token, 'POST', 'updown/door/doorarea/submit', {
      parkId,
      areaName: `测试楼${serial}`,
    });
    const door = await api<{ id: number }>(token, 'POST', 'updown/door/doorgate/submit', {
      parkId,
      areaId: area.id,
      doorName,
    });
    const code = `BROWSER-DOOR-${serial}`;
    const device = await api<{ id: number }>(token, 'POST', 'updown/gateDevice/submit', {
      parkId,
      deviceCode: code,
      deviceName: `测试读头${serial}`,
      deviceKind: deviceKind.values.doorReader,
    });
    readerKey = (
      await api<{ authorization: string }>(token, 'POST', `updown/gateDevice/issueKey?deviceId=${device.id}`)
    ).authorization;
    await api(token, 'POST', 'updown/door/doordevice/submit', {
      parkId,
      doorId: door.id,
      deviceCode: code,
      deviceName: `测试读头${serial}`,
    });
    const template = await api<{ id: number }>(token, 'POST', 'updown/door/dmtemplmt3/submit', {
      templateName: `全天${serial}`,
      start1: '00:00',
      end1: '23:59',
    });
    const t = template.id;
    await api(token, 'POST', 'updown/door/dmweeklmt3/submit', {
      planName,
      monday: t,
      tuesday: t,
      wednesday: t,
      thursday: t,
      friday: t,
      saturday: t,
      sunday: t,
      holidayTemplateId: t,
    });
    s = await openBrowser();
    await signIn(s.page, 'company_a', 'Demo@2026');
  });
  afterAll(() => s?.close());
  pictureFailures(() => s);

  const pane = () => activePane(s.page);
  const dropdown = () => s.page.locator('.ant-select-dropdown:visible');

  async function choose(form: Locator, label: string, option: string) {
    await form.getByLabel(label, { exact: true }).click({ force: true });
    await form.getByLabel(label, { exact: true }).fill(option);
    await dropdown().locator('.ant-select-item-option').filter({ hasText: option }).first().click();
    await expect.poll(() => dropdown().count()).toBe(0);
  }

  async function search(label: string, value: string) {
    await pane().getByLabel(label, { exact: true }).first().fill(value);
    await button(pane(), '查询').click();
  }

  it('adds an employee and uploads their face photo from the row', async () => {
    await s.page.goto(`${baseUrl()}/door/dooremployee`);
    await expect.poll(() => tableRows(s.page).count()).toBeGreaterThan(0);
    await button(pane(), '新增').click();
    const form = await settledDialog(s.page);
    await form.getByLabel('工号', { exact: true }).fill(empNo);
    await form.getByLabel('姓名', { exact: true }).fill(empName);
    await button(form, '保存').click();
    await expect.poll(() => form.isVisible()).toBe(false);

    await search('工号', empNo);
    const row = tableRows(s.page).filter({ hasText: empNo });
    await expect.poll(() => row.count()).toBe(1);
    await clickRowAction(s.page, row, '人脸照片');
    const photo = await settledDialog(s.page);
    expect(await photo.innerText()).toContain('尚未上传人脸照片');
    await photo
      .locator('input[type=file]')
      .setInputFiles({ name: `${empNo}.png`, mimeType: 'image/png', buffer: smallPng() });
    await expect.poll(() => toast(s.page, '人脸照片已保存').count()).toBeGreaterThan(0);
    await expect.poll(() => photo.locator('.face-photo img').count()).toBe(1);
    await expect
      .poll(() => photo.locator('.face-photo img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(16);
    await screenshot(s.page, 'door-employee-face-photo');
    await button(photo, '关闭').click();
  });

  it('grants the employee the door on the grant page', async () => {
    await s.page.goto(`${baseUrl()}/door/doordevgrant`);
    await expect.poll(() => button(pane(), '新增').count()).toBeGreaterThan(0);
    await button(pane(), '新增').click();
    const form = await settledDialog(s.page);
    await choose(form, '停车场', '世纪广场');
    await choose(form, '门禁通道', doorName);
    await choose(form, '人员', empName);
    await choose(form, '周计划', planName);
    await form.getByLabel('备注', { exact: true }).fill(`${empName}的大堂门授权`);
    await screenshot(s.page, 'door-grant-form');
    await button(form, '保存').click();
    await expect.poll(() => form.isVisible()).toBe(false);
    await expect.poll(() => tableRows(s.page).filter({ hasText: empName }).count()).toBe(1);
    const row = await tableRows(s.page).filter({ hasText: empName }).innerText();
    expect(row).toContain(doorName);
    expect(row).toContain(planName);
    await screenshot(s.page, 'door-grant-list');
  });

  it('lists the pass the reader reports as opened, with the employee', async () => {
    const res = await fetch(`${baseUrl()}/api/device/door/event`, {
      method: 'POST',
      headers: { Authorization: readerKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ eventId: `browser-door-${serial}`, passKind: 'face', credential: empNo }),
    });
    const answer = (await res.json()) as { data: { open: boolean; personName: string } };
    expect(answer.data).toMatchObject({ open: true, personName: empName });

    await s.page.goto(`${baseUrl()}/door/doorevent`);
    await search('姓名', empName);
    const row = tableRows(s.page).filter({ hasText: empName });
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain(doorName);
    expect(text).toContain('已开门');
    expect(text).toContain('人脸');
    await screenshot(s.page, 'door-event-opened');
  });
});
