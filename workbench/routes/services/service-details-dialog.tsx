import { Alert, Badge, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { FactList } from '../../../design-system/components/fact-list';
import { ServiceStatusBadge } from '../../../design-system/components/service-list';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useDateFormat } from '../../../design-system/utils/format-date';
import { useSubmitGuard } from '../../../design-system/utils/use-submit-guard';
import { leaveFor } from '../../data/effects';
import {
  useDeployTip,
  useEnableService,
  useMergeableServices,
  useOpenSample,
  useSaleUnitInfo,
} from '../../data/services';
import { DetailsSection, Loaded } from './details-section';
import { ServiceCodeSection } from './service-code-section';
import { ServiceConfigSection } from './service-config-section';
import type { Service } from '../../../shared/domain/services';

export interface ServiceDetailsDialogProps {
  service: Service;
  onClose: () => void;
}

/**
 * One service's details and settings: where it is deployed (deploy-level/showTip), who sold it
 * (getSaleUnitInfo), its sample data (sample), and for a service the corp owns: on or off
 * (enable), its settings (configContent, config), the services it can be merged with
 * (getcanmergelist) and its service code with its password.
 */
export default function ServiceDetailsDialog({ service, onClose }: ServiceDetailsDialogProps) {
  const owned = !service.shared;
  return (
    <AppDialog
      open
      size="lg"
      title={service.name}
      showFooter={false}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <Stack gap="6">
        <Overview service={service} />
        <DeployTip serviceId={service.serviceId} />
        {owned && <ServiceConfigSection serviceId={service.serviceId} />}
        {owned && <ServiceCodeSection serviceId={service.serviceId} />}
        {owned && <Mergeable serviceId={service.serviceId} />}
        <SaleUnit serviceId={service.serviceId} />
      </Stack>
    </AppDialog>
  );
}

function Overview({ service }: { service: Service }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const enable = useEnableService();
  const sample = useOpenSample();
  const [enabled, setEnabled] = useState(service.enabled);
  const actions = useSubmitGuard();
  const name = service.name;

  const turnOn = () =>
    actions.run(async () => {
      try {
        await enable.trigger({ serviceId: service.serviceId });
        setEnabled(true);
        raiseSuccessToast({
          description: t({ id: 'services.enable.done', message: `${name} is on.` }),
        });
      } catch {
        // The catalogue has toasted why; the service stays off.
      }
    }, 'enable');

  const openSample = () =>
    actions.run(async () => {
      try {
        const entry = await sample.trigger({ product: service.product });
        leaveFor(entry.url);
      } catch {
        // The catalogue has toasted why.
      }
    }, 'sample');

  return (
    <Stack gap="3">
      <FactList
        size="sm"
        items={[
          [t({ id: 'serviceList.column.product', message: 'Product' }), service.productName],
          [
            t({ id: 'serviceList.column.status', message: 'Status' }),
            <ServiceStatusBadge key="status" status={service.state} />,
          ],
          [
            t({ id: 'serviceList.column.expiry', message: 'Expiry date' }),
            <Text key="expiry" as="span" fontVariantNumeric="tabular-nums">
              {format.date(service.expiry)}
            </Text>,
          ],
          service.shared
            ? [t({ id: 'serviceList.column.owner', message: 'Owner' }), service.ownerCorpName]
            : [
                t({ id: 'services.details.enabled', message: 'In use' }),
                <Flex key="enabled" gap="2" align="center" wrap="wrap">
                  <Badge variant="subtle" colorPalette={enabled ? 'green' : 'gray'}>
                    {enabled
                      ? t({ id: 'services.details.on', message: 'On' })
                      : t({ id: 'services.details.off', message: 'Off' })}
                  </Badge>
                  {!enabled && (
                    <Button
                      size="xs"
                      colorPalette="brand"
                      loading={actions.isBusy('enable')}
                      onClick={() => void turnOn()}
                    >
                      {t({ id: 'services.enable.confirm', message: 'Turn on' })}
                    </Button>
                  )}
                </Flex>,
              ],
        ]}
      />
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        loading={actions.isBusy('sample')}
        onClick={() => void openSample()}
      >
        {t({ id: 'services.details.sample', message: 'Try the sample data' })}
      </Button>
    </Stack>
  );
}

/** The deployment, and the tip about it when the server says to show one. */
function DeployTip({ serviceId }: { serviceId: string }) {
  const { t } = useLingui();
  const read = useDeployTip(serviceId);
  if (!read.data?.showTip) return null;
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t({ id: 'services.deploy.title', message: 'Private deployment' })}
        </Alert.Title>
        <Alert.Description>
          {t({
            id: 'services.deploy.tip',
            message:
              'This service runs on a server of its own. Updates and backups follow its own schedule.',
          })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Mergeable({ serviceId }: { serviceId: string }) {
  const { t } = useLingui();
  const read = useMergeableServices(serviceId);
  return (
    <DetailsSection title={t({ id: 'services.merge.title', message: 'Can be merged with' })}>
      <Loaded
        read={read}
        failed={t({ id: 'services.merge.loadFailed', message: 'The list could not be loaded.' })}
      >
        {(services) =>
          services.length === 0 ? (
            <Text textStyle="sm" color="text.secondary">
              {t({
                id: 'services.merge.none',
                message: 'No other service of this product to merge with.',
              })}
            </Text>
          ) : (
            <List.Root textStyle="sm" ps="4">
              {services.map((other) => (
                <List.Item key={other.serviceId}>{other.name}</List.Item>
              ))}
            </List.Root>
          )
        }
      </Loaded>
    </DetailsSection>
  );
}

function SaleUnit({ serviceId }: { serviceId: string }) {
  const { t } = useLingui();
  const read = useSaleUnitInfo(serviceId);
  return (
    <DetailsSection title={t({ id: 'services.saleUnit.title', message: 'Sold by' })}>
      <Loaded
        read={read}
        failed={t({
          id: 'services.saleUnit.loadFailed',
          message: 'The seller could not be loaded.',
        })}
      >
        {(unit) => (
          <FactList
            size="sm"
            items={[
              [t({ id: 'services.saleUnit.name', message: 'Seller' }), unit.saleUnitName],
              [
                t({ id: 'services.saleUnit.contact', message: 'Contact' }),
                `${unit.contactName} ${unit.contactMobile}`,
              ],
            ]}
          />
        )}
      </Loaded>
    </DetailsSection>
  );
}
