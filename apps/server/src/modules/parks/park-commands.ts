import type { Lang, Message } from '@parking/domain';
import { commandState, parkCommandType } from '@parking/resources';
import type { Row } from '../../crud/hooks';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';

export type CommandInput = {
  parkId: number;
  companyId: number;
  command: string;
  gateId?: number | null;
  villageId?: number | null;
  plateNumber?: string | null;
  content?: string | null;
};

export const commandWaiting = 0;
export const commandFailed = 3;

/** Records commands for the device channel to deliver; they wait until it takes them. */
export async function recordCommands(tx: Tx, access: Access, inputs: CommandInput[]): Promise<Row[]> {
  if (!inputs.length) return [];
  return (await tx
    .insert(tableOf('plat/parkCommand'))
    .values(
      inputs.map((c) => ({
        ...c,
        state: commandWaiting,
        createdBy: access.userId,
        updatedBy: access.userId,
      })) as never,
    )
    .returning()) as Row[];
}

const notDelivered: Message = {
  zh: '指令已记录，等待设备通道下发，尚未送达',
  en: 'recorded; it waits for the device channel and has not reached the devices yet',
};

const nameOf = (items: { value: string | number; label: Message }[], v: unknown, lang: Lang) =>
  items.find((i) => i.value === v)?.label[lang] ?? String(v);

/** What became of a command, as the caller should read it: recorded is not delivered. */
export function commandAnswer(row: Row, lang: Lang) {
  return {
    commandId: Number(row.id),
    parkId: Number(row.parkId),
    command: row.command,
    commandName: nameOf(parkCommandType.items, row.command, lang),
    gateId: row.gateId ?? null,
    villageId: row.villageId ?? null,
    plateNumber: row.plateNumber ?? null,
    state: row.state,
    stateName: nameOf(commandState.items, row.state, lang),
    delivered: false,
    note: notDelivered[lang],
  };
}
