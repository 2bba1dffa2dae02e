import { Button, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Service } from '../../../shared/domain/services';
import { RowActions, type RowMenuAction } from '../row-actions';
import type { ServiceAction } from './service-rules';

/** An action that opens a dialog: every one but entering. */
export type ServiceDialogAction = Exclude<ServiceAction, 'enter'>;

/** What a card or a table row needs to offer a service's actions. */
export interface ServiceRowActions {
  /** The actions offered on a service: its own, less those the page gave no callback for. */
  available: (service: Service) => ServiceAction[];
  /** Whether the menu offers the service's details and settings. */
  canManage: (service: Service) => boolean;
  /** The service being entered, if any. */
  entering: string | null;
  /** Why entering each service last failed, by serviceId. */
  failures: Record<string, string>;
  onEnter: (service: Service) => void;
  onDialog: (action: ServiceDialogAction, service: Service) => void;
  onManage: ((service: Service) => void) | undefined;
}

interface ServiceActionProps {
  service: Service;
  size: 'xs' | 'sm';
  actions: ServiceRowActions;
}

/** Entering, and converting or trying where offered: the buttons always in view. */
export function ServiceMainActions({ service, size, actions }: ServiceActionProps) {
  const { t } = useLingui();
  const offered = actions.available(service);
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <Button
        size={size}
        colorPalette="brand"
        loading={actions.entering === service.serviceId}
        loadingText={t({ id: 'serviceList.enter', message: 'Enter' })}
        onClick={() => actions.onEnter(service)}
      >
        {t({ id: 'serviceList.enter', message: 'Enter' })}
      </Button>
      {offered.includes('convertToPaid') && (
        <Button
          size={size}
          variant="outline"
          onClick={() => actions.onDialog('convertToPaid', service)}
        >
          {t({ id: 'serviceList.convertToPaid', message: 'Convert to paid' })}
        </Button>
      )}
      {offered.includes('trial') && (
        <Button size={size} variant="outline" onClick={() => actions.onDialog('trial', service)}>
          {t({ id: 'serviceList.trial', message: 'Start trial' })}
        </Button>
      )}
    </Flex>
  );
}

/**
 * The items of a service's menu: renaming, transferring, deleting and its details and settings;
 * with `offers`, converting to paid and starting a trial too (a table row's one button is Enter).
 */
export function useServiceMenuItems(actions: ServiceRowActions) {
  const { t } = useLingui();
  return (service: Service, offers: boolean): RowMenuAction[] => {
    const offered = actions.available(service);
    const item = (action: ServiceDialogAction, label: string): RowMenuAction[] =>
      offered.includes(action)
        ? [
            {
              key: action,
              label,
              danger: action === 'delete',
              onSelect: () => actions.onDialog(action, service),
            },
          ]
        : [];
    return [
      ...(offers
        ? [
            ...item(
              'convertToPaid',
              t({ id: 'serviceList.convertToPaid', message: 'Convert to paid' }),
            ),
            ...item('trial', t({ id: 'serviceList.trial', message: 'Start trial' })),
          ]
        : []),
      ...item('rename', t({ id: 'serviceList.rename', message: 'Rename' })),
      ...item('transfer', t({ id: 'serviceList.transfer', message: 'Transfer' })),
      ...item('delete', t({ id: 'serviceList.delete', message: 'Delete' })),
      ...(actions.canManage(service)
        ? [
            {
              key: 'manage',
              label: t({ id: 'serviceList.manage', message: 'Details and settings' }),
              onSelect: () => actions.onManage?.(service),
            },
          ]
        : []),
    ];
  };
}

/** Renaming, transferring and deleting, behind one menu button; none when none is offered. */
export function ServiceMenu({ service, size, actions }: ServiceActionProps) {
  const menuItems = useServiceMenuItems(actions);
  return <RowActions name={service.name} size={size} more={menuItems(service, false)} />;
}

/** Why entering the service last failed, if it did. */
export function ServiceFailure({ service, actions }: Omit<ServiceActionProps, 'size'>) {
  const failure = actions.failures[service.serviceId];
  return failure ? (
    <Text role="alert" textStyle="sm" color="fg.error" overflowWrap="anywhere">
      {failure}
    </Text>
  ) : null;
}
