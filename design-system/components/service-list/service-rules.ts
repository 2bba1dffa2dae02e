import {
  SERVICE_NAME_MAX_LENGTH,
  type Service,
  type ServiceCounts,
} from '../../../shared/domain/services';

/** The four lists of docs/product.md §1, named as the counts (nums) name them. */
export type ServiceListKind = keyof ServiceCounts;
export const SERVICE_LIST_KINDS: readonly ServiceListKind[] = [
  'own',
  'share',
  'thirdParty',
  'readOnly',
];

/** What a person can do with a service from a list. */
export type ServiceAction = 'enter' | 'rename' | 'delete' | 'transfer' | 'trial' | 'convertToPaid';

/** The actions that change a service; none of them is offered on a read-only service. */
export const MUTATING_SERVICE_ACTIONS: readonly ServiceAction[] = [
  'rename',
  'delete',
  'transfer',
  'trial',
  'convertToPaid',
];

/**
 * The actions a service offers in a list. Entering is always offered. A read-only service offers
 * nothing else. Only the owner corp changes a service (the sandbox's rule), so a shared one offers
 * only a trial of its product in the person's own corp. An owned service can be renamed,
 * transferred and deleted; a trial can be converted to paid, and an expired one tried again.
 */
export function serviceActions(
  service: Pick<Service, 'state' | 'shared' | 'readOnly'>,
  kind: ServiceListKind,
): ServiceAction[] {
  if (kind === 'readOnly' || service.readOnly) return ['enter'];
  if (kind === 'share' || service.shared) return ['enter', 'trial'];
  return [
    'enter',
    ...(service.state === 'trial' ? (['convertToPaid'] as const) : []),
    ...(service.state === 'expired' ? (['trial'] as const) : []),
    'rename',
    'transfer',
    'delete',
  ];
}

export type ServiceNameProblem = 'empty' | 'tooLong';

/**
 * A new service name: required after trimming, and at most SERVICE_NAME_MAX_LENGTH characters,
 * counted as code points (a Chinese character or an emoji is one).
 */
export function serviceNameRule(name: string): ServiceNameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  return [...trimmed].length > SERVICE_NAME_MAX_LENGTH ? 'tooLong' : undefined;
}
