import { logError } from './error-log';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const chunkTimeoutMs = 120_000;
const reloadFlag = 'parking-chunk-reloaded';

/**
 * Loads a split part of the console. A part that fails to arrive (usually a new release replaced it) is
 * logged and the page reloaded once; a second failure surfaces as a chunk-load error.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('chunk load timed out')), chunkTimeoutMs);
  });
  try {
    const mod = await Promise.race([load(), timeout]);
    sessionStorage.removeItem(reloadFlag);
    return mod;
  } catch (e) {
    logError('chunk', e);
    if (!sessionStorage.getItem(reloadFlag)) {
      sessionStorage.setItem(reloadFlag, '1');
      window.location.reload();
    }
    throw new ChunkLoadError(e instanceof Error ? e.message : String(e));
  } finally {
    clearTimeout(timer);
  }
}
