export { GlobeIcon } from './globe-icon';
export { LineIcon } from './line-icon';
export { UserIcon } from './user-icon';
