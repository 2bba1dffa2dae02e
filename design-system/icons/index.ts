export { GlobeIcon } from './globe-icon';
