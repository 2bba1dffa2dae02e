import type { ReactNode } from 'react';
import type { Service, ServiceCounts, TransferInfo } from '../../../shared/domain/services';
import type { PaginationChangeDetails } from '../pagination';
import type { ServiceListKind } from './service-rules';

export type ServiceListView = 'cards' | 'table';

/** Deleting a service needs the code sms/deleteService sends to the account's mobile. */
export interface ServiceDeletion {
  /** The account's mobile, masked (138****5678). */
  maskedMobile: string;
  /** Sends the code. Rejects with an Error to show. */
  onSendCode: (service: Service) => Promise<void>;
  /** Deletes with the typed code. Rejects with an Error to show; the code stays as typed. */
  onDelete: (service: Service, vCode: string) => Promise<void>;
}

/** Moving a service to another corp of the account. */
export interface ServiceTransfer {
  /** The corps the service can move to (gettransferinfo); loaded when the dialog opens. */
  loadInfo: (service: Service) => Promise<TransferInfo>;
  onTransfer: (service: Service, corpId: string) => Promise<void>;
}

/** A list that the server pages (the read-only list): the rows given are one page. */
export interface ServiceListPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (details: PaginationChangeDetails) => void;
}

export interface ServiceListProps {
  /** The list shown: its tab is selected. */
  kind: ServiceListKind;
  /** Called when another tab is picked; the parent loads that list. */
  onKindChange: (kind: ServiceListKind) => void;
  /** How many services each list holds (nums), shown in the tabs. @default undefined (no numbers) */
  counts?: ServiceCounts;
  /** The services of the list shown: the whole list, or one page of it when `paging` is given. */
  services: Service[];
  /** @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Why loading failed. @default the catalogue's 'listState.error' */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined */
  onRetry?: () => void;
  /** Server paging; without it the component pages the whole list itself. @default undefined */
  paging?: ServiceListPaging;
  /** @default 'cards' */
  defaultView?: ServiceListView;
  /** Called when the person switches between cards and table. @default undefined */
  onViewChange?: (view: ServiceListView) => void;
  /** Opens a service (service/enter). Rejects with an Error to show on the service. */
  onEnter: (service: Service) => Promise<void>;
  /** Renames; each action below is offered only when its callback is given. @default undefined */
  onRename?: (service: Service, name: string) => Promise<void>;
  /** @default undefined */
  deletion?: ServiceDeletion;
  /** @default undefined */
  transfer?: ServiceTransfer;
  /** Starts a trial of the service's product (trialProduct = service.product). @default undefined */
  onTrial?: (service: Service) => Promise<void>;
  /**
   * The trials this company has started, of how many (the trial-creation-count check): the trial
   * dialog says it, and offers no trial once none is left. @default undefined
   */
  trialCount?: { created: number; limit: number };
  /** @default undefined */
  onConvertToPaid?: (service: Service) => Promise<void>;
  /**
   * Opens the service's details and settings (the parent's own screen); offered in the menu of
   * every service that is not read-only. @default undefined
   */
  onManage?: (service: Service) => void;
  /** The list's export, before the layout switch. @default undefined (none) */
  exportAction?: ReactNode;
  /**
   * A service to bring into view (the command palette's): the list opens on its page and its main
   * action takes the focus once it is drawn. @default undefined
   */
  focusServiceId?: string;
}
