import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import {
  ServiceList,
  type ServiceListProps,
} from '../../../../../design-system/components/service-list';
import type { Service } from '../../../../../shared/domain/services';
import {
  OWN_SERVICES,
  SERVICE_COUNTS,
  TRANSFER_INFO,
} from '../../../../../stories/design-system/fixtures/services';
import { renderWithProviders } from '../../../helpers/render';

export function renderList(props: Partial<ServiceListProps> = {}) {
  const callbacks = {
    onKindChange: vi.fn(),
    onEnter: vi.fn((_service: Service) => Promise.resolve()),
    onRename: vi.fn((_service: Service, _name: string) => Promise.resolve()),
    onTrial: vi.fn((_service: Service) => Promise.resolve()),
    onConvertToPaid: vi.fn((_service: Service) => Promise.resolve()),
    deletion: {
      maskedMobile: '138****5678',
      onSendCode: vi.fn((_service: Service) => Promise.resolve()),
      onDelete: vi.fn((_service: Service, _vCode: string) => Promise.resolve()),
    },
    transfer: {
      loadInfo: vi.fn((_service: Service) => Promise.resolve(TRANSFER_INFO)),
      onTransfer: vi.fn((_service: Service, _corpId: string) => Promise.resolve()),
    },
  };
  const user = userEvent.setup();
  renderWithProviders(
    <ServiceList
      kind="own"
      counts={SERVICE_COUNTS}
      services={OWN_SERVICES}
      {...callbacks}
      {...props}
    />,
  );
  return { user, ...callbacks };
}

export { card, openMenuItem } from '../../../helpers/service-cards';
