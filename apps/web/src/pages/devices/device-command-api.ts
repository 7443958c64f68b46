import { ApiError, get, request, updown } from '../../api/client';

/** A device command as the command log lists it. */
export type CommandRow = {
  id: number;
  deviceId: number;
  state: number;
  reason: string | null;
  sentBy: string | null;
  result: string | null;
};

/** The newest commands of one device, newest first. */
export const latestCommands = (deviceId: number, size = 5) =>
  get<{ data: CommandRow[] }>(updown('deviceCommand/list'), { deviceId, size, sort: '-id' }, { silent: true }).then(
    (p) => p.data,
  );

/** What the remote open ended in: the call waits until the device answered or the command timed out. */
export type OpenOutcome = { ok: true; commandId: number } | { ok: false; status: number; message: string };

/** Opens the barrier of one camera by its serial number (the device code), with the operator's reason. */
export async function remoteOpen(sn: string, reason: string): Promise<OpenOutcome> {
  try {
    const answer = await request<{ commandId: number }>('POST', updown('remoteGate/wXRemoteSnGate'), {
      query: { sn, reason },
      silent: true,
    });
    return { ok: true, commandId: answer.commandId };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, status: err.status, message: err.message };
    throw err;
  }
}
