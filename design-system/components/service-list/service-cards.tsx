import { Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Service } from '../../../shared/domain/services';
import { useDateFormat } from '../../utils/format-date';
import { TruncatedText } from '../truncated-text';
import {
  ServiceFailure,
  ServiceMainActions,
  ServiceMenu,
  type ServiceRowActions,
} from './service-actions';
import { ServiceStatusBadge } from './service-status-badge';

/** The services as cards: name, state, product, expiry and owner, with the actions below. */
export function ServiceCards({
  services,
  actions,
}: {
  services: readonly Service[];
  actions: ServiceRowActions;
}) {
  const { t } = useLingui();
  const format = useDateFormat();

  const expiryLine = (service: Service) => {
    const expiry = format.date(service.expiry);
    return service.state === 'expired'
      ? t({ id: 'serviceList.expiredOn', message: `Expired on ${expiry}` })
      : t({ id: 'serviceList.expiresOn', message: `Expires on ${expiry}` });
  };

  const ownerLine = (service: Service) => {
    const owner = service.ownerCorpName;
    return t({ id: 'serviceList.sharedBy', message: `Shared by ${owner}` });
  };

  return (
    <SimpleGrid as="ul" listStyleType="none" minChildWidth="2xs" gap="4">
      {services.map((service) => (
        <Card.Root
          as="li"
          key={service.serviceId}
          data-service-id={service.serviceId}
          size="sm"
          variant="outline"
          minW="none"
        >
          <Card.Body gap="2">
            <HStack align="center" gap="2">
              <TruncatedText as="h3" fontWeight="semibold" textStyle="md" flex="1">
                {service.name}
              </TruncatedText>
              <ServiceStatusBadge status={service.state} />
              <ServiceMenu service={service} size="xs" actions={actions} />
            </HStack>
            <TruncatedText textStyle="sm" color="text.secondary">
              {service.productName}
            </TruncatedText>
            <Text textStyle="sm" color="text.secondary" fontVariantNumeric="tabular-nums">
              {expiryLine(service)}
            </Text>
            {service.shared && (
              <TruncatedText textStyle="sm" color="text.secondary">
                {ownerLine(service)}
              </TruncatedText>
            )}
          </Card.Body>
          <Card.Footer data-service-actions="" flexDirection="column" alignItems="stretch" gap="2">
            <ServiceMainActions service={service} size="sm" actions={actions} />
            <ServiceFailure service={service} actions={actions} />
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
