/** One spreadsheet row of a black-list import, as the report shows it. */
export type ImportedRow = {
  /** The row number as the spreadsheet shows it. */
  row: number;
  plateNumber: string;
  parkName: string;
  accepted: boolean;
  id?: number;
  reason?: string;
};

/** What a black-list import answers: every row, accepted or refused with its reason. */
export type ImportReport = { total: number; accepted: number; refused: number; rows: ImportedRow[] };
