import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ServiceStatus } from '../../../shared/domain/services';
import { ServiceStatusBadge } from '../service-list/service-status-badge';
import { useServiceEntry } from '../service-list/use-service-entry';
import { TruncatedText } from '../truncated-text';

/** What the main page shows of a service: enough to recognise it and enter it. */
export interface ServiceShortcut {
  serviceId: string;
  name: string;
  productName: string;
  /** Trial, paid or expired; recently used services do not say. @default undefined */
  status?: ServiceStatus;
  /** The corp that shares it with this one. @default undefined (the corp's own) */
  sharedBy?: string;
}

export interface ServiceShortcutListProps {
  services: readonly ServiceShortcut[];
  /** Names the list for screen readers, e.g. "Your own services". */
  label: string;
  /** Enters the service (service/enter). Rejects with an Error to show on the service. */
  onEnter: (service: ServiceShortcut) => Promise<void>;
}

/**
 * Services as a short list, each with its Enter: one entered at a time, and why entering one
 * failed said on that row.
 */
export function ServiceShortcutList({ services, label, onEnter }: ServiceShortcutListProps) {
  const { t } = useLingui();
  const { entering, failures, enter } = useServiceEntry(onEnter);
  return (
    // The lines between items are the items' own borders: a separator element is no list item.
    <Stack as="ul" aria-label={label} listStyleType="none" gap="none">
      {services.map((service) => {
        const { name, sharedBy: owner } = service;
        const failure = failures[service.serviceId];
        return (
          <Stack
            as="li"
            key={service.serviceId}
            gap="1"
            py="2"
            _notFirst={{ borderTop: 'sm', borderColor: 'border' }}
          >
            <HStack gap="3" align="center">
              <Stack gap="0.5" flex="1" minW="none">
                <TruncatedText fontWeight="semibold" textStyle="sm">
                  {name}
                </TruncatedText>
                <HStack gap="2" minW="none">
                  <TruncatedText textStyle="xs" color="text.secondary">
                    {owner
                      ? t({ id: 'serviceList.sharedBy', message: `Shared by ${owner}` })
                      : service.productName}
                  </TruncatedText>
                  {service.status ? <ServiceStatusBadge status={service.status} /> : null}
                </HStack>
              </Stack>
              <Button
                size="xs"
                variant="outline"
                colorPalette="brand"
                flexShrink="0"
                loading={entering === service.serviceId}
                disabled={entering !== null && entering !== service.serviceId}
                aria-label={t({ id: 'home.services.enterNamed', message: `Enter ${name}` })}
                onClick={() => void enter(service)}
              >
                {t({ id: 'serviceList.enter', message: 'Enter' })}
              </Button>
            </HStack>
            {failure !== undefined ? (
              <Text role="alert" textStyle="xs" color="fg.error">
                {failure}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
