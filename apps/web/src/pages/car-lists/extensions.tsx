import { deferred, type ListExtension } from '../../crud/list-extensions';

export const carListExtensions: Record<string, ListExtension> = {
  parkBlackList: { Toolbar: deferred(() => import('./BlackListToolbar')) },
  parkWhiteNew: { RowActions: deferred(() => import('./WhiteListReview')) },
  'plat/managebook': { RowActions: deferred(() => import('./ManageBookReview')) },
};
