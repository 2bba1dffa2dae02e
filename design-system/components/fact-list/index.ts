export { FactList } from './fact-list';
export type { Fact, FactListProps } from './fact-list';
