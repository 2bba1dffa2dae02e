import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { ACCOUNT_USER_NAME_LENGTH, MEMBER_NAME_MAX_LENGTH } from '../contract';
import {
  MEMBER_SEARCH_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  UPLOAD_MAX_BYTES,
} from '../constants';

/** UPLOAD_MAX_BYTES is binary megabytes; the message names the limit in MB. */
const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * Every message a validation rule can return, keyed by its id, plus the password field's hint.
 * Render with `i18n._(validationMessages[id])`: numbers and the symbol set travel inside the
 * descriptor as placeholder values, so translations keep {min}, {max}, {size} and {symbols}.
 */
export const validationMessages = {
  'password.empty': msg({ id: 'password.empty', message: 'Enter a password' }),
  'password.blankError': msg({
    id: 'password.blankError',
    message: 'The password cannot contain spaces',
  }),
  'password.error': msg({
    id: 'password.error',
    message: `Use ${ph({ min: PASSWORD_MIN_LENGTH })} to ${ph({ max: PASSWORD_MAX_LENGTH })} characters with a letter, a digit and a symbol`,
  }),
  // The set holds braces and an apostrophe, so it must be a placeholder value, never message text.
  'password.hint': msg({
    id: 'password.hint',
    message: `Use ${ph({ min: PASSWORD_MIN_LENGTH })}–${ph({ max: PASSWORD_MAX_LENGTH })} characters with a letter, a digit and a symbol: ${ph({ symbols: PASSWORD_SPECIAL_CHARACTERS })}`,
  }),
  'kdcloudPassWord.passError': msg({
    id: 'kdcloudPassWord.passError',
    message: 'The two passwords do not match',
  }),
  'mobile.empty': msg({ id: 'mobile.empty', message: 'Enter a mobile number' }),
  'mobile.invalid': msg({ id: 'mobile.invalid', message: 'Enter a valid mobile number' }),
  'realName.empty': msg({ id: 'realName.empty', message: 'Enter a name' }),
  'realName.tooLong': msg({
    id: 'realName.tooLong',
    message: `Enter a name of at most ${ph({ max: MEMBER_NAME_MAX_LENGTH })} characters`,
  }),
  'userName.empty': msg({ id: 'userName.empty', message: 'Enter a user name' }),
  'userName.length': msg({
    id: 'userName.length',
    message: `Use ${ph({ min: ACCOUNT_USER_NAME_LENGTH.min })} to ${ph({ max: ACCOUNT_USER_NAME_LENGTH.max })} characters`,
  }),
  'userName.invalid': msg({
    id: 'userName.invalid',
    message: 'Start with a letter, then use letters, digits and _ . - only',
  }),
  'uploadCom.typeCheck': msg({
    id: 'uploadCom.typeCheck',
    message: 'Only JPG, JPEG and PNG images can be uploaded',
  }),
  'uploadCom.pdf': msg({
    id: 'uploadCom.pdf',
    message: 'Only JPG, JPEG, PNG images and PDF files can be uploaded',
  }),
  'uploadCom.sizeCheck': msg({
    id: 'uploadCom.sizeCheck',
    message: `The file must be smaller than ${ph({ size: UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE })} MB`,
  }),
  'memberSearch.tooLong': msg({
    id: 'memberSearch.tooLong',
    message: `Enter at most ${ph({ max: MEMBER_SEARCH_MAX_LENGTH })} characters`,
  }),
  'dateRange.startAfterEnd': msg({
    id: 'dateRange.startAfterEnd',
    message: 'The start date cannot be later than the end date',
  }),
  'dateRange.invalid': msg({ id: 'dateRange.invalid', message: 'Enter a valid date' }),
} satisfies Record<string, MessageDescriptor>;

/** Every key of validationMessages, the hint included. */
export type ValidationMessageKey = keyof typeof validationMessages;

/** The ids a rule can return (the hint is shown, never returned). */
export type ValidationMessageId = Exclude<ValidationMessageKey, 'password.hint'>;

/** The password field's hint, naming the length and the special characters. */
export const passwordHintMessage: MessageDescriptor = validationMessages['password.hint'];
