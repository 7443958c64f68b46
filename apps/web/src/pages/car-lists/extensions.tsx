import { deferred, type ListExtension } from '../../crud/list-extensions';
import { manageBookActions, whiteListActions } from './review-actions';

export const carListExtensions: Record<string, ListExtension> = {
  parkBlackList: { Toolbar: deferred(() => import('./BlackListToolbar')) },
  parkWhiteNew: { rowActions: whiteListActions },
  'plat/managebook': { rowActions: manageBookActions },
};
