import type { AnyRoute } from '../../platform/route-table';
import { attendanceRoutes } from './attendance.routes';
import './attendance.hooks';
import './door-access.hooks';
import './visitor.hooks';
import './nucleic-acid-record.hooks';
import { doorDeptRoutes } from './door-dept.routes';
import { doorEventRoutes } from './door-event.routes';
import { doorPhotoRoutes } from './door-photo.routes';
import { doorStaticRoutes } from './door-static.routes';
import { employeeCheckRoutes } from './employee-check.routes';
import { employeeImportRoutes } from './employee-import.routes';
import { visitorRoutes } from './visitor.routes';
import { visitorCarRoutes } from './visitor-car.reports';
import { visitorQrCodeRoutes } from './visitor-qr-code.routes';
import { visitorWebRoutes } from './visitor-web.routes';
import { yjRecordRoutes } from './yj-record.routes';

export const doorRoutes: AnyRoute[] = [
  ...doorDeptRoutes,
  ...doorEventRoutes,
  ...doorStaticRoutes,
  ...doorPhotoRoutes,
  ...employeeImportRoutes,
  ...employeeCheckRoutes,
  ...visitorRoutes,
  ...visitorQrCodeRoutes,
  ...visitorWebRoutes,
  ...visitorCarRoutes,
  ...yjRecordRoutes,
  ...attendanceRoutes,
];
