import { deferred, type ListExtension } from '../../crud/list-extensions';
import { visitorActions, visitorQrActions } from './visitor-actions';

export const visitorListExtensions: Record<string, ListExtension> = {
  'plat/visitorInfo': {
    rowActions: visitorActions,
    selectable: true,
    Toolbar: deferred(() => import('./VisitorExamineToolbar')),
  },
  'plat/visitorqrcode': { rowActions: visitorQrActions },
};
