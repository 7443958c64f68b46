/** The largest file any upload may carry (spreadsheet imports of a few thousand rows fit easily). */
export const uploadFileLimit = 5 * 1024 * 1024;
