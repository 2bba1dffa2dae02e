import type { Service, ServiceCounts, TransferInfo } from '../../shared/domain/services';
import type { Page } from '../../shared/payloads/page';
import type {
  ActivateCardInput,
  DeleteServiceInput,
  DeployTip,
  ListQuery,
  OwnServiceQuery,
  ReadOnlyServiceList,
  RenameInput,
  SampleInput,
  SaleUnitInfo,
  ServiceCode,
  ServiceCodePassword,
  ServiceConfig,
  ServiceConfigInput,
  ServiceDisplayInput,
  ServiceDisplayItem,
  ServiceEntry,
  ServiceIdInput,
  ServiceIdsInput,
  TransferInput,
  TrialInput,
} from '../../shared/payloads/services';
import { endpoint } from './endpoint';
import { UNSHOWN_CHECK_PATHS } from '../../shared/contract';
import type { TrialCreationCount } from '../../shared/payloads/system';

/** The service calls of docs/product.md §7; their payloads are in shared/payloads/services.ts. */

const post = (path: string, query?: readonly string[]) => ({
  method: 'POST' as const,
  path,
  ...(query ? { query } : {}),
});

export const getReadOnlyServices = endpoint<ListQuery, ReadOnlyServiceList>(
  post('service/servicelist/getServiceListReadOnly'),
);
export const getOwnServices = endpoint<OwnServiceQuery, Service[]>(
  post('service/servicelist/getown'),
);
export const getSharedServices = endpoint<void, Service[]>(post('service/servicelist/getshare'));
export const getOwnServiceSet = endpoint<void, ServiceDisplayItem[]>(
  post('service/servicelist/getownset'),
);
export const getSharedServiceSet = endpoint<void, ServiceDisplayItem[]>(
  post('service/servicelist/getshareset'),
);
export const setServiceDisplay = endpoint<ServiceDisplayInput, ServiceDisplayItem[]>(
  post('service/servicelist/doset'),
);
export const getServiceCounts = endpoint<void, ServiceCounts>(post('service/servicelist/nums'));

export const enableService = endpoint<ServiceIdInput, Service>(post('service/enable'));
export const getTransferInfo = endpoint<ServiceIdInput, TransferInfo>(
  post('service/gettransferinfo'),
);
export const deleteService = endpoint<DeleteServiceInput, null>(post('service/delete'));
export const renameService = endpoint<RenameInput, Service>(post('service/rename'));
export const commitTransfer = endpoint<TransferInput, null>(post('service/committransfer'));
export const convertToPaid = endpoint<ServiceIdInput, Service>(post('service/convertpaid'));
export const startTrial = endpoint<TrialInput, Service>(post('service/trial'));
/** How many trials the current corp has started, of how many (docs/decisions/0035). */
export const getTrialCreationCount = endpoint<void, TrialCreationCount>({
  method: 'GET',
  path: UNSHOWN_CHECK_PATHS.trialCreationCount,
});
export const openSample = endpoint<SampleInput, ServiceEntry>(post('service/sample'));
export const enterService = endpoint<ServiceIdInput, ServiceEntry>(post('service/enter'));
export const getMergeableServices = endpoint<ServiceIdInput, Service[]>(
  post('service/getcanmergelist'),
);
export const getServiceConfig = endpoint<ServiceIdInput, ServiceConfig>(
  post('service/configContent', ['serviceId']),
);
export const setServiceConfig = endpoint<ServiceConfigInput, ServiceConfig>(post('service/config'));
export const getSaleUnitInfo = endpoint<ServiceIdInput, SaleUnitInfo>(
  post('service/getSaleUnitInfo'),
);
export const activateCard = endpoint<ActivateCardInput, Service>(post('service/activecard/active'));

/** Defaults to SERVICEVAP_DEFAULT_QUERY (docs/product.md §9). */
export const getServicevapList = endpoint<ListQuery, Page<Service>>(
  post('service/servicevap/getlist'),
);
export const getPrintList = endpoint<void, Service[]>(post('service/servicevap/getprintlist'));
export const setPrintList = endpoint<ServiceIdsInput, Service[]>(
  post('service/servicevap/setprint'),
);
export const getCommonList = endpoint<void, Service[]>(post('service/servicevap/getcommonlist'));
export const setCommonList = endpoint<ServiceIdsInput, Service[]>(
  post('service/servicevap/setcommon'),
);

export const getServiceCode = endpoint<ServiceIdInput, ServiceCode>({
  method: 'GET',
  path: 'service/service-code',
});
export const resetServiceCodePassword = endpoint<ServiceIdInput, ServiceCodePassword>({
  method: 'PUT',
  path: 'service/service-code/password',
});
export const syncServiceCodePassword = endpoint<ServiceIdInput, ServiceCode>({
  method: 'PUT',
  path: 'service/service-code/sync-password',
});
export const getDeployTip = endpoint<ServiceIdInput, DeployTip>(
  post('service/deploy-level/showTip'),
);
