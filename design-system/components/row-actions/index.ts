export { RowActions } from './row-actions';
export type { RowActionsProps, RowMainAction, RowMenuAction } from './row-actions';
