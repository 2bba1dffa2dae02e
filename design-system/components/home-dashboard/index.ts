export { AppShortcutList, type AppShortcutListProps } from './app-shortcut-list';
export { BannerSlot, type BannerSlotProps, type DashboardBanner } from './banner-slot';
export { CurrentCorpSummary, type CurrentCorpSummaryProps } from './current-corp-summary';
export { DashboardGrid, type DashboardGridProps } from './dashboard-grid';
export { DashboardSection, type DashboardSectionProps } from './dashboard-section';
export {
  ServiceShortcutList,
  type ServiceShortcut,
  type ServiceShortcutListProps,
} from './service-shortcut-list';
