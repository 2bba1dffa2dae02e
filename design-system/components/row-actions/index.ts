export { RowActions, RowMainButton, RowMoreButton } from './row-actions';
export type {
  RowActionsProps,
  RowMainAction,
  RowMenuAction,
  RowMoreButtonProps,
} from './row-actions';
