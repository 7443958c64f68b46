import { inOutRecordResource } from '@parking/resources';

const maxRemark = inOutRecordResource.fields.remark.max;

/** A stay's remark with a note added after what it says already, cut to the field's length. */
export const withNote = (remark: string | null, note: string): string =>
  Array.from(remark == null ? note : `${remark}；${note}`)
    .slice(0, maxRemark)
    .join('');
