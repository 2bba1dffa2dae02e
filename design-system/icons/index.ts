export { BuildingIcon } from './building-icon';
export { CalendarIcon } from './calendar-icon';
export { ChevronLeftIcon, ChevronRightIcon } from './chevron-icons';
export { GlobeIcon } from './globe-icon';
export { LineIcon } from './line-icon';
export { MenuIcon } from './menu-icon';
export { MoonIcon } from './moon-icon';
export { SunIcon } from './sun-icon';
export { UserIcon } from './user-icon';
