/*
 * Requests and answers of the device calls (docs/product.md §3 names the main, sub and white lists
 * but shows no field shapes): the project's own, with the names the spec gives (type, id,
 * pageSize, currentPage, serviceId, userId). The rows the lists show are in
 * shared/domain/device.ts.
 */

export interface DeviceQuery {
  slnId?: string;
  key?: string;
  currentPage?: number;
  pageSize?: number;
}

export interface OrgUserQuery {
  key?: string;
  currentPage?: number;
  pageSize?: number;
}

/** The address the server sees the browser at. */
export interface ClientIp {
  ip: string;
}
