import type { AppContext } from '../../platform/context';
import { type DataFolder, dropDataFile, imageType, readDataFile, storeDataFile } from '../../platform/data-files';

export { imageExtension } from '../../platform/data-files';

/** The largest face photo a reader is sent: a face needs no more. */
export const facePhotoLimit = 1024 * 1024;

/** Folders of DATA_DIR that hold door pictures: readers' snapshots and employees' face photos. */
export type DoorFolder = Extract<DataFolder, 'door-images' | 'face-photos'>;
const doorFolders: DoorFolder[] = ['door-images', 'face-photos'];

/** Writes a checked picture under DATA_DIR/<folder>/<sub>/; answers its path relative to DATA_DIR. */
export const storeDoorPicture = (app: AppContext, folder: DoorFolder, sub: string, bytes: Buffer, ext: string) =>
  storeDataFile(app, folder, sub, bytes, ext);

/** Removes a stored picture (a photo replaced, or one whose row was not written); a missing file is no error. */
export const dropDoorPicture = (app: AppContext, path: string) => dropDataFile(app, path, doorFolders);

export async function readDoorPicture(app: AppContext, path: string): Promise<{ bytes: Buffer; type: string }> {
  return { bytes: await readDataFile(app, path, doorFolders), type: imageType(path) };
}
