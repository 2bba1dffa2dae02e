import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../../../../shared/constants';
import {
  passwordHintMessage,
  validationMessages,
  type ValidationMessageId,
} from '../../../../shared/validation';

/** Every id a rule returns; the type check fails when a rule's id has no message. */
const RULE_IDS: ValidationMessageId[] = [
  'password.empty',
  'password.blankError',
  'password.error',
  'kdcloudPassWord.passError',
  'mobile.empty',
  'mobile.invalid',
  'realName.empty',
  'realName.tooLong',
  'userName.empty',
  'userName.length',
  'userName.invalid',
  'uploadCom.typeCheck',
  'uploadCom.pdf',
  'uploadCom.sizeCheck',
  'memberSearch.tooLong',
  'dateRange.startAfterEnd',
  'dateRange.invalid',
];

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en_US', messages: {} });
});

describe('validationMessages', () => {
  it('should give every entry a descriptor whose id equals its key', () => {
    for (const [key, descriptor] of Object.entries(validationMessages)) {
      expect(descriptor.id).toBe(key);
    }
  });

  it('should hold exactly the rule ids and the password hint', () => {
    expect(Object.keys(validationMessages).sort()).toEqual([...RULE_IDS, 'password.hint'].sort());
  });

  it('should give every message an English source text', () => {
    for (const descriptor of Object.values(validationMessages)) {
      expect(i18n._(descriptor)).toMatch(/^[A-Z].+[a-zA-Z0-9}~]$/);
    }
  });

  it('should keep numbers and symbols as placeholders for translators', () => {
    expect(validationMessages['password.error'].message).toContain('{min}');
    expect(validationMessages['password.error'].message).toContain('{max}');
    expect(validationMessages['password.hint'].message).toContain('{symbols}');
    expect(validationMessages['uploadCom.sizeCheck'].message).toContain('{size}');
    expect(validationMessages['memberSearch.tooLong'].message).toContain('{max}');
  });

  it('should render the numbers from the constants', () => {
    expect(i18n._(validationMessages['password.error'])).toBe(
      `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with a letter, a digit and a symbol`,
    );
    expect(i18n._(validationMessages['uploadCom.sizeCheck'])).toBe(
      'The file must be smaller than 10 MB',
    );
    expect(i18n._(validationMessages['memberSearch.tooLong'])).toBe('Enter at most 200 characters');
  });

  it('should show the whole special set, braces and apostrophe included, in the hint', () => {
    expect(passwordHintMessage).toBe(validationMessages['password.hint']);
    expect(i18n._(passwordHintMessage)).toBe(
      `Use ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters with a letter, a digit and a symbol: ${PASSWORD_SPECIAL_CHARACTERS}`,
    );
  });
});
