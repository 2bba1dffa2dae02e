import { Button, Flex, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Service } from '../../../shared/domain/services';
import { MoreIcon } from './icons';
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

/** Renaming, transferring and deleting, behind one menu button; none when none is offered. */
export function ServiceMenu({ service, size, actions }: ServiceActionProps) {
  const { t } = useLingui();
  const name = service.name;
  const menuActions = actions
    .available(service)
    .filter(
      (action): action is 'rename' | 'transfer' | 'delete' =>
        action === 'rename' || action === 'transfer' || action === 'delete',
    );
  const manage = actions.canManage(service);
  if (menuActions.length === 0 && !manage) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          size={size}
          variant="ghost"
          flexShrink="0"
          aria-label={t({ id: 'serviceList.more', message: `More actions for ${name}` })}
        >
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            {menuActions.map((action) => (
              <Menu.Item
                key={action}
                value={action}
                color={action === 'delete' ? 'fg.error' : undefined}
                // The item's own click, not the menu's onSelect: it does not depend on
                // which item the pointer last highlighted, and Enter clicks it too.
                onClick={() => actions.onDialog(action, service)}
              >
                {action === 'rename'
                  ? t({ id: 'serviceList.rename', message: 'Rename' })
                  : action === 'transfer'
                    ? t({ id: 'serviceList.transfer', message: 'Transfer' })
                    : t({ id: 'serviceList.delete', message: 'Delete' })}
              </Menu.Item>
            ))}
            {manage && (
              <Menu.Item value="manage" onClick={() => actions.onManage?.(service)}>
                {t({ id: 'serviceList.manage', message: 'Details and settings' })}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
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
