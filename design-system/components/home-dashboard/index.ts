export { AppShortcutList, type AppShortcutListProps } from './app-shortcut-list';
export { BannerSlot, type BannerSlotProps, type DashboardBanner } from './banner-slot';
export { CurrentCorpSummary, type CurrentCorpSummaryProps } from './current-corp-summary';
export { DashboardGrid, type DashboardGridProps } from './dashboard-grid';
export { DashboardSection, type DashboardSectionProps } from './dashboard-section';
export { SecurityGlance, type SecurityGlanceProps } from './security-glance';
export {
  PASSWORD_SOON_DAYS,
  securityGlance,
  toReviewCount,
  type GlanceTone,
  type SecurityGlanceItem,
  type SecurityGlanceState,
} from './security-glance-rules';
export {
  ServiceShortcutList,
  type ServiceShortcut,
  type ServiceShortcutListProps,
} from './service-shortcut-list';
