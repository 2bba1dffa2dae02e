export {
  CloudAccountCard,
  type CloudAccountCardProps,
  type CloudAccountState,
} from './cloud-account-card';
