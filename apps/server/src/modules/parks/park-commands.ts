import { type Lang, type Message, storedMessageIn } from '@parking/domain';
import { commandState, type DictValue, parkCommandResource, parkCommandType } from '@parking/resources';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import type { RowOf } from '../../db/resource-table';

export type CommandType = DictValue<typeof parkCommandType>;
export type CommandRow = RowOf<typeof parkCommandResource>;

export type CommandInput = {
  parkId: number;
  command: CommandType;
  gateId?: number | null;
  villageId?: number | null;
  plateNumber?: string | null;
  content?: string | null;
};

/** Records a command for the device channel to deliver; it waits until the channel takes it. */
export async function recordCommand(ctx: WriteCtx, input: CommandInput): Promise<CommandRow> {
  const { row } = await saveRow(ctx, parkCommandResource, { ...input, state: commandState.values.waiting });
  return row;
}

export async function recordCommands(ctx: WriteCtx, inputs: CommandInput[]): Promise<CommandRow[]> {
  const rows: CommandRow[] = [];
  for (const input of inputs) rows.push(await recordCommand(ctx, input));
  return rows;
}

const notDelivered: Message = {
  zh: '指令已记录，等待设备通道下发，尚未送达',
  en: 'recorded; it waits for the device channel and has not reached the devices yet',
};

const nameOf = (items: { value: string | number; label: Message }[], v: unknown, lang: Lang) =>
  items.find((i) => i.value === v)?.label[lang] ?? String(v);

/** What became of a command, as the caller should read it: recorded is not delivered. */
export function commandAnswer(row: CommandRow, lang: Lang) {
  return {
    commandId: row.id,
    parkId: row.parkId,
    command: row.command,
    commandName: nameOf(parkCommandType.items, row.command, lang),
    gateId: row.gateId,
    villageId: row.villageId,
    plateNumber: row.plateNumber,
    state: row.state,
    stateName: nameOf(commandState.items, row.state, lang),
    delivered: row.state === commandState.values.acknowledged,
    note: row.state === commandState.values.waiting ? notDelivered[lang] : (storedMessageIn(row.result, lang) ?? null),
  };
}
