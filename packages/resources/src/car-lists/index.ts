import { blackListResource } from './black-list.resource';
import { manageBookResource } from './manage-book.resource';
import { noninductiveTypeResource } from './noninductive-type.resource';
import { plateCorrectionResource } from './plate-correction.resource';
import { whiteListResource } from './white-list.resource';

export type { ImportedRow, ImportReport } from './import-report';
export { blackListResource, manageBookResource, noninductiveTypeResource, plateCorrectionResource, whiteListResource };

/** The lists that decide who enters a park, and what feeds them; the white list before the book that fills it. */
export const carListResources = [
  whiteListResource,
  blackListResource,
  noninductiveTypeResource,
  manageBookResource,
  plateCorrectionResource,
];
