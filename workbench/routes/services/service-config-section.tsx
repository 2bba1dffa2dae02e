import { Stack, Switch } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useServiceConfig, useSetServiceConfig } from '../../data/services';
import { DetailsSection, Loaded } from './details-section';
import type { ServiceConfig } from '../../../shared/payloads/services';

type ConfigFlag = Exclude<keyof ServiceConfig, 'serviceId'>;
const FLAGS: readonly ConfigFlag[] = ['expiryNotice', 'autoEnter'];

/** A service's settings (configContent, config): each switch saves as it is flipped. */
export function ServiceConfigSection({ serviceId }: { serviceId: string }) {
  const { t } = useLingui();
  const read = useServiceConfig(serviceId);
  const { trigger } = useSetServiceConfig();
  const [saving, setSaving] = useState<ConfigFlag | null>(null);
  const labels: Record<ConfigFlag, string> = {
    expiryNotice: t({
      id: 'services.config.expiryNotice',
      message: 'Remind the admins before it expires',
    }),
    autoEnter: t({ id: 'services.config.autoEnter', message: 'Open it right after sign-in' }),
  };

  const flip = async (flag: ConfigFlag, on: boolean) => {
    setSaving(flag);
    try {
      const saved = await trigger({ serviceId, [flag]: on });
      await read.mutate(saved, { revalidate: false });
      raiseSuccessToast({
        description: t({ id: 'services.config.saved', message: 'The setting is saved.' }),
      });
    } catch {
      // The catalogue has toasted why; the switch stays as the server has it.
    } finally {
      setSaving(null);
    }
  };

  return (
    <DetailsSection title={t({ id: 'services.config.title', message: 'Settings' })}>
      <Loaded
        read={read}
        failed={t({
          id: 'services.config.loadFailed',
          message: 'The settings could not be loaded.',
        })}
      >
        {(config) => (
          <Stack gap="2">
            {FLAGS.map((flag) => (
              <Switch.Root
                key={flag}
                size="sm"
                colorPalette="brand"
                checked={config[flag]}
                disabled={saving !== null}
                aria-busy={saving === flag || undefined}
                onCheckedChange={({ checked }) => void flip(flag, checked)}
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label fontWeight="normal">{labels[flag]}</Switch.Label>
              </Switch.Root>
            ))}
          </Stack>
        )}
      </Loaded>
    </DetailsSection>
  );
}
