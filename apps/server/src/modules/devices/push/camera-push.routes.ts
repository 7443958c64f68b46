import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute, RawAnswer } from '../../../platform/route-table';
import { decidePlateRead, gateDecisionOf, historyDecision } from '../plate-read-decision';
import { type HikvisionPicture, parseHikvisionAlert } from '../protocols/hikvision-isapi';
import { parseVzenithHttpPush, vzenithPushAnswer } from '../protocols/vzenith-http';

type Part = { name: string; filename?: string; mimetype: string; data: Buffer };

/** The parts of a multipart post, read whole (an alert is an XML and one or two pictures). */
async function partsOf(req: FastifyRequest): Promise<Part[]> {
  const parts: Part[] = [];
  // an alert carries its XML and up to a few pictures; the server's default of one file is for uploads
  for await (const p of req.parts({ limits: { files: 4, fields: 4, fieldSize: 64 * 1024 } })) {
    if (p.type === 'file')
      parts.push({ name: p.fieldname, filename: p.filename, mimetype: p.mimetype, data: await p.toBuffer() });
    else parts.push({ name: p.fieldname, mimetype: 'text/plain', data: Buffer.from(String(p.value)) });
  }
  return parts;
}

const isXml = (p: Part) =>
  /xml/i.test(p.mimetype) ||
  /\.xml$/i.test(p.filename ?? p.name) ||
  /^\s*<\?xml|^\s*<EventNotificationAlert/.test(p.data.subarray(0, 200).toString());

/** The alert's plate picture (else its scene picture) as base64, when it is within the gate's image limit. */
function pictureOf(app: AppContext, parts: Part[], named: HikvisionPicture[]): string | undefined {
  const images = parts.filter((p) => /^image\/(jpeg|png)$/i.test(p.mimetype));
  const byType = (type: string) => {
    const file = named.find((n) => n.type === type)?.fileName;
    return file ? images.find((p) => p.filename === file || p.name === file) : undefined;
  };
  const image = byType('licensePlatePicture') ?? byType('detectionPicture') ?? images[0];
  if (!image || image.data.length > app.config.gateImageMaxKb * 1024) return undefined;
  return image.data.toString('base64');
}

export const cameraPushRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, unknown, 'device'>({
    method: 'POST',
    url: '/api/device/vzenith/push',
    section: 'devices',
    summary:
      'A Vzenith camera pushes a plate read (AlarmInfoPlate) over HTTP; answered in the same request with ' +
      'Response_AlarmInfoPlate: open or not, the screen and voice frames. Sign-in: Device header or Basic (code, key)',
    auth: 'device',
    handler: async ({ app, device, body }) => {
      const read = parseVzenithHttpPush(body);
      const decided = await decidePlateRead(app, device, read);
      const decision = !decided || read.offline ? historyDecision : gateDecisionOf(decided.answer);
      return new RawAnswer('application/json', JSON.stringify(vzenithPushAnswer(decision, { read })));
    },
  }),
  defineRoute<Record<string, never>, unknown, 'device'>({
    method: 'POST',
    url: '/api/device/hikvision/alert',
    section: 'devices',
    summary:
      'A Hikvision camera posts an ISAPI EventNotificationAlert (ANPR), as multipart with its pictures or as XML; ' +
      "answered with the gate's decision. Sign-in: Device header or Basic (code, key)",
    auth: 'device',
    handler: async ({ app, device, req }) => {
      const parts = req.isMultipart()
        ? await partsOf(req)
        : [{ name: 'body', mimetype: 'application/xml', data: Buffer.from(String(req.body ?? '')) }];
      const xml = parts.find(isXml);
      if (!xml) {
        throw badRequest({
          zh: 'Hikvision ISAPI：缺少 EventNotificationAlert XML',
          en: 'Hikvision ISAPI: the EventNotificationAlert XML is missing',
        });
      }
      const alert = parseHikvisionAlert(xml.data, app.config.timeZone);
      if (alert.kind !== 'anpr') return { taken: false, eventType: alert.eventType };
      const decided = await decidePlateRead(app, device, alert.read, pictureOf(app, parts, alert.pictures));
      if (!decided) return { taken: false, eventType: 'ANPR' };
      // a retransmitted alert is history: it is recorded, and the answer opens nothing
      return alert.read.offline ? { ...decided.answer, open: false } : decided.answer;
    },
  }),
];
