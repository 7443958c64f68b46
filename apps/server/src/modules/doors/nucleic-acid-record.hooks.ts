import { nucleicAcidRecordResource, visitorResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { merged, registerHooks } from '../../crud/hooks';
import { visibleConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';

// a test record of a visit takes the visitor's name, phone and plate where they are left empty; one of no
// visit needs the person's name
registerHooks(nucleicAcidRecordResource, {
  async beforeSubmit({ tx, access }, values, existing) {
    const visitorId = merged(values, existing, 'visitorId');
    if (visitorId != null) {
      const v = tableOf(visitorResource);
      // a visit the caller cannot see is refused by the engine's reference check, naming the field
      const [visit] = await tx
        .select({ visitorName: v.visitorName, phone: v.phone, plateNumber: v.plateNumber })
        .from(v)
        .where(and(eq(v.id, Number(visitorId)), visibleConditions(visitorResource, access)));
      if (visit) {
        if (!merged(values, existing, 'personName')) values.personName = visit.visitorName;
        if (!merged(values, existing, 'phone') && visit.phone) values.phone = visit.phone;
        if (!merged(values, existing, 'plateNumber') && visit.plateNumber) values.plateNumber = visit.plateNumber;
      }
    }
    if (!merged(values, existing, 'personName') && visitorId == null) {
      throw badRequest({
        zh: '姓名(personName): 未选择访客登记时必须填写',
        en: 'Name(personName): is required when no visit is chosen',
      });
    }
  },
});
