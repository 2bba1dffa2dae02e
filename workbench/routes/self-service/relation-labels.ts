import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PROTECT_CODE } from '../../../shared/contract';
import type { RelationProtect, RelationStatus } from '../../../shared/payloads/self-service';

/** How a relation info is proved, as the table names it. */
export const PROTECT_LABELS: Record<RelationProtect, MessageDescriptor> = {
  [PROTECT_CODE.mobile]: msg({
    id: 'selfService.protect.mobile',
    message: 'Code to the order mobile',
  }),
  [PROTECT_CODE.employees]: msg({
    id: 'selfService.protect.employees',
    message: 'Employees count',
  }),
  [PROTECT_CODE.serviceId]: msg({ id: 'selfService.protect.serviceId', message: 'Service ID' }),
  [PROTECT_CODE.orderNum]: msg({ id: 'selfService.protect.orderNum', message: 'Order number' }),
  [PROTECT_CODE.protect]: msg({
    id: 'selfService.protect.protect',
    message: "Code to your account's mobile",
  }),
  [PROTECT_CODE.showParity]: msg({
    id: 'selfService.protect.showParity',
    message: 'Check of the order details',
  }),
};

/** The proofs answered by typing what is on record (the others: a code, or a confirmation). */
export type AnsweredProtect = Exclude<
  RelationProtect,
  typeof PROTECT_CODE.mobile | typeof PROTECT_CODE.protect | typeof PROTECT_CODE.showParity
>;

/** What the answer field asks for, by proof. */
export const ANSWER_LABELS: Record<AnsweredProtect, MessageDescriptor> = {
  [PROTECT_CODE.employees]: msg({
    id: 'selfService.answer.employees',
    message: 'Number of employees on the order',
  }),
  [PROTECT_CODE.serviceId]: msg({
    id: 'selfService.answer.serviceId',
    message: 'Service ID of the order',
  }),
  [PROTECT_CODE.orderNum]: msg({
    id: 'selfService.answer.orderNum',
    message: 'Order number',
  }),
};

export const STATUS_LABELS: Record<RelationStatus, MessageDescriptor> = {
  pending: msg({ id: 'selfService.status.pending', message: 'Waiting' }),
  confirmed: msg({ id: 'selfService.status.confirmed', message: 'Related' }),
  rejected: msg({ id: 'selfService.status.rejected', message: 'Declined' }),
};

export const STATUS_TONES: Record<RelationStatus, 'orange' | 'green' | 'gray'> = {
  pending: 'orange',
  confirmed: 'green',
  rejected: 'gray',
};
