import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TransportFailure } from './api/errors/catalogue';

/** The toast text of each transport failure; serverError shows the server's message too. */
export const TRANSPORT_MESSAGES: Readonly<Record<TransportFailure, MessageDescriptor>> = {
  badRequest: msg({ id: 'apiError.badRequest', message: 'The request was not valid (400).' }),
  unauthorised: msg({ id: 'apiError.unauthorised', message: 'Please sign in again (401).' }),
  forbidden: msg({ id: 'apiError.forbidden', message: 'You have no access to this (403).' }),
  notFound: msg({ id: 'apiError.notFound', message: 'What you asked for was not found (404).' }),
  methodNotAllowed: msg({
    id: 'apiError.methodNotAllowed',
    message: 'The request method is not allowed (405).',
  }),
  serverError: msg({ id: 'apiError.serverError', message: 'Server error (500): {message}' }),
  unreadableAnswer: msg({
    id: 'apiError.unreadableAnswer',
    message: 'Server error: its answer could not be read. Please try again later.',
  }),
  connectionError: msg({
    id: 'apiError.connectionError',
    message: 'Connection error ({status}). Please try again later.',
  }),
  noResponse: msg({
    id: 'apiError.noResponse',
    message: 'Failed to connect to the server. Check your network and try again.',
  }),
  timeout: msg({
    id: 'apiError.timeout',
    message: 'The server took too long to answer. Please try again.',
  }),
};

/** Shown when a failure carries no words of its own, and when isBind returns no authCode. */
export const OPERATION_FAILED = msg({
  id: 'apiError.operationFailed',
  message: 'Operation failed, please try again later.',
});
